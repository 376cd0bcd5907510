// The "New game" dialog: a preset rule set (with its one-line description), board
// size, handicap and komi (filled in from the rule set). The engine checks the
// options: whatever it refuses is shown in its own words.
import { byId, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/**
 * Wires the dialog. `ruleSets` is `Game.ruleSets()`; `start(options, opponent)` makes
 * the game and throws the engine's error when the options are wrong; `opponent` is
 * null for two people, or `{ color, level }`: the computer's colour and level.
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

/** The computer's levels offered (opponent.js's LEVELS, kept here: that module loads only with a game against the computer). */
const COMPUTER_LEVELS = [1, 2, 3, 4, 5];

/** The opponent part of the dialog: two people, or the computer with a colour and level. */
function opponentFields() {
  const computer = byId('opponent-computer');
  const fields = byId('computer-fields');
  const you = byId('computer-you');
  const level = byId('computer-level');
  for (const n of COMPUTER_LEVELS) {
    const option = make('option', '', t('computerLevelName', n));
    option.value = String(n);
    level.append(option);
  }
  const showFields = () => {
    fields.hidden = !computer.checked;
  };
  for (const radio of document.querySelectorAll('input[name="opponent"]')) radio.addEventListener('change', showFields);
  showFields();
  return {
    /** Null for two people; else the computer's colour (the other one's) and level. */
    chosen: () => (computer.checked ? { color: you.value === 'B' ? 'W' : 'B', level: Number(level.value) } : null),
    relabel: () => {
      for (const option of level.options) setText(option, t('computerLevelName', Number(option.value)));
    },
  };
}
