import type { PlayerHotkeyAction } from '../config/player-hotkeys';

/** The parts of a keydown the decision reads (a KeyboardEvent, or a plain object in tests). */
export type HotkeyEvent = Pick<
  KeyboardEvent,
  'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'isComposing'
> & { defaultPrevented: boolean; target: EventTarget | null };

// Where the key already means something, the player stays out of the way.
const TEXT_ENTRY =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="searchbox"], [role="combobox"]';
/** Controls that Space activates. */
const SPACE_OWNERS =
  'button, summary, [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="tab"], [role="menuitem"], [role="menuitemcheckbox"], [role="menuitemradio"], [role="option"]';
/** Widgets that move with the arrow keys (sliders, tabs, menus, lists…). */
const ARROW_OWNERS =
  '[role="slider"], [role="spinbutton"], [role="scrollbar"], [role="tablist"], [role="radiogroup"], [role="menu"], [role="menubar"], [role="listbox"], [role="tree"], [role="grid"], [role="toolbar"]';
/** Widgets that jump to an item when a letter is typed (type-ahead). */
const LETTER_OWNERS = '[role="menu"], [role="menubar"], [role="listbox"], [role="tree"]';
/** Another dialog has the listener's attention. */
const DIALOGS = '[role="dialog"], [role="alertdialog"]';

/** Holding a key repeats only seeking; toggles and track changes happen once per press. */
const REPEATABLE = new Set<PlayerHotkeyAction>(['seek-back', 'seek-forward']);

function actionOfKey(key: string, shift: boolean): PlayerHotkeyAction | null {
  switch (key) {
    case ' ':
      return 'toggle-play';
    case 'ArrowLeft':
      return shift ? 'previous' : 'seek-back';
    case 'ArrowRight':
      return shift ? 'next' : 'seek-forward';
    case '?':
      return 'show-help';
    default:
      break;
  }
  switch (key.toLowerCase()) {
    case 'm':
      return 'mute';
    case 'l':
      return 'loop';
    case 's':
      return 'shuffle';
    default:
      return null;
  }
}

function ownersOf(key: string): string {
  if (key === ' ') return SPACE_OWNERS;
  if (key.startsWith('Arrow')) return ARROW_OWNERS;
  return key === '?' ? '' : LETTER_OWNERS;
}

const within = (target: EventTarget | null, selector: string): boolean =>
  selector !== '' && target instanceof Element && target.closest(selector) !== null;

/**
 * The player action a keydown asks for, or null when it is not a shortcut or belongs elsewhere:
 * typing in a field, a modifier other than Shift (browser and OS shortcuts), a control that uses
 * the key itself (Space on a button, arrows on a slider), another dialog, or an IME composition.
 */
export function hotkeyActionOf(event: HotkeyEvent): PlayerHotkeyAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = actionOfKey(event.key, event.shiftKey);
  if (action === null) return null;
  if (event.repeat && !REPEATABLE.has(action)) return null;
  const { target } = event;
  if (within(target, TEXT_ENTRY) || within(target, DIALOGS)) return null;
  if (within(target, ownersOf(event.key))) return null;
  return action;
}
