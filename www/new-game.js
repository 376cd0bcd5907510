// The "New game" dialog: a preset rule set (with its one-line description), board
// size, handicap and komi (filled in from the rule set). The engine checks the
// options: whatever it refuses is shown in its own words.
import { byId, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/**
 * Wires the dialog. `ruleSets` is `Game.ruleSets()`; `start(options, opponent)` makes
 * the game and throws the engine's error when the options are wrong; `opponent` is
 * null for two people, or the computer's colour and level: `{ color, rank }` (the
 * teacher's network at a rank) or `{ color, level }` (the Monte-Carlo player).
 */
export function setUpNewGame(ruleSets, start) {
  const dialog = byId('new-game');
  const form = byId('new-game-form');
  const rules = byId('rules');
  const description = byId('rules-description');
  const width = byId('width');
  const height = byId('height');
  const handicap = byId('handicap');
  const komi = byId('komi');
  const error = byId('new-game-error');
  const opponent = opponentFields();

  for (const set of ruleSets) {
    const option = make('option', '', t('ruleSetName', set.name));
    option.value = set.name;
    rules.append(option);
  }
  const chosen = () => ruleSets.find((set) => set.name === rules.value) ?? ruleSets[0];
  const fillFromRules = () => {
    const set = chosen();
    setText(description, t('ruleSetDescription', set.name));
    komi.value = String(set.rules.komi);
  };
  rules.addEventListener('change', fillFromRules);
  // Another language: the names and the description again (komi stays as typed).
  onLanguageChange(() => {
    for (const option of rules.options) setText(option, t('ruleSetName', option.value));
    setText(description, t('ruleSetDescription', chosen().name));
  });

  // The size buttons say which is chosen (`aria-pressed`): the one the width and
  // height now match, none for another size.
  const sizeButtons = [...form.querySelectorAll('[data-size]')];
  const markSize = () => {
    for (const button of sizeButtons) {
      const chosenSize = width.value === button.dataset.size && height.value === button.dataset.size;
      button.setAttribute('aria-pressed', String(chosenSize));
    }
  };
  for (const button of sizeButtons) {
    button.addEventListener('click', () => {
      width.value = button.dataset.size;
      height.value = button.dataset.size;
      markSize();
    });
  }
  width.addEventListener('input', markSize);
  height.addEventListener('input', markSize);

  byId('new-game-button').addEventListener('click', () => {
    setText(error, '');
    dialog.showModal();
  });
  byId('new-game-cancel').addEventListener('click', () => dialog.close());

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const options = {
      rules: rules.value,
      width: Number(width.value),
      height: Number(height.value),
      komi: Number(komi.value),
      handicap: Number(handicap.value),
    };
    try {
      start(options, opponent.chosen());
      dialog.close();
    } catch (e) {
      setText(error, t('engineError', e.code, e.message));
    }
  });

  onLanguageChange(opponent.relabel);

  /** Sets the form to `rules` (a preset name) and size, komi from the rules. */
  return function reset(name, size) {
    rules.value = name;
    width.value = String(size);
    height.value = String(size);
    handicap.value = '0';
    fillFromRules();
    markSize();
  };
}

/** The Monte-Carlo computer's levels (no network needed). */
const COMPUTER_LEVELS = [1, 2, 3, 4, 5];

/** The rank chosen first when the computer plays by rank. */
const FIRST_RANK = '15k';

/**
 * The opponent part of the dialog: two people, or the computer with a colour and a
 * level. With the teacher's network in this build the levels are first its ranks
 * (30 kyu … 1 dan+, teacher.js, loaded when the computer is first chosen), with a
 * note that says the network's size, then the Monte-Carlo levels 1–5, which need no
 * download; without it only the Monte-Carlo levels, and the note says why.
 */
function opponentFields() {
  const computer = byId('opponent-computer');
  const fields = byId('computer-fields');
  const you = byId('computer-you');
  const level = byId('computer-level');
  const note = byId('computer-note');
  const monteCarlo = make('optgroup');
  const ranks = make('optgroup');
  /** The network's download size when this build has it; null otherwise. */
  let rankBytes = null;
  /** Whether a level was chosen (the ranks then arrive without changing it). */
  let picked = false;
  level.addEventListener('change', () => (picked = true));
  /** Whether the ranks were asked for (once, when the computer is first chosen). */
  let asked = false;
  const options = (group, values) =>
    group.replaceChildren(
      ...values.map((value) => {
        const option = make('option');
        option.value = String(value);
        return option;
      }),
    );
  options(monteCarlo, COMPUTER_LEVELS);
  level.replaceChildren(monteCarlo);
  const relabel = () => {
    monteCarlo.label = t('monteCarloLevels');
    ranks.label = t('rankLevels');
    for (const option of monteCarlo.children) setText(option, t('computerLevelName', Number(option.value)));
    for (const option of ranks.children) setText(option, t('computerRankName', option.value));
    note.hidden = !fields.dataset.ranks || !computer.checked;
    setText(note, rankBytes === null ? t('rankLevelsMissing') : t('rankLevelsNote', rankBytes));
  };
  // The ranks, when the build has the network (asked once, when the computer is first chosen).
  const offerRanks = () => {
    if (asked) return relabel();
    asked = true;
    import('./teacher.js')
      .then(async ({ RANK_NAMES, teacherModel }) => {
        const model = await teacherModel();
        if (!model) return;
        rankBytes = model.bytes;
        const chosen = level.value;
        options(ranks, RANK_NAMES);
        level.prepend(ranks);
        // A level chosen while the ranks loaded stays chosen.
        level.value = picked ? chosen : FIRST_RANK;
      })
      .catch(() => {})
      .finally(() => {
        // The levels offered are final now (tests wait for this before pressing Start).
        fields.dataset.ranks = rankBytes === null ? 'missing' : 'offered';
        relabel();
      });
    return relabel();
  };
  const showFields = () => {
    fields.hidden = !computer.checked;
    if (computer.checked) offerRanks();
    relabel();
  };
  for (const radio of document.querySelectorAll('input[name="opponent"]')) radio.addEventListener('change', showFields);
  showFields();
  return {
    /**
     * Null for two people; else the computer's colour (the other one's) and its level:
     * `{ color, rank }` (a rank's name: the teacher's network) or `{ color, level }`
     * (Monte-Carlo, 1–5).
     */
    chosen: () => {
      if (!computer.checked) return null;
      const color = you.value === 'B' ? 'W' : 'B';
      return /^\d+$/.test(level.value) ? { color, level: Number(level.value) } : { color, rank: level.value };
    },
    relabel,
  };
}
