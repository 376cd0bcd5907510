// The demonstration page of <go-board> (embed.html): only its own headings are
// filled in here, in the reader's language. The boards need no script of the page's.
import { applyStrings, preferredLanguage, setLanguage, t } from '../i18n.js';

await setLanguage(preferredLanguage()).catch(() => false);
// setLanguage names the page after the app; this page has its own title.
document.title = t('embedPageTitle');
applyStrings(document.body);
