/** Fields that use Escape themselves (a search box clears on it). */
const TEXT_ENTRY =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="searchbox"], [role="combobox"]';
/** An open dialog owns Escape, even one that ignores it. */
const OPEN_DIALOGS = '[role="dialog"], [role="alertdialog"]';

/**
 * Whether an Escape keydown may close the lyrics panel: not when something else handled it
 * already (Radix dialogs, menus and selects prevent the default when they close), when it was
 * typed in a field, or while a dialog is open.
 */
export function escapeClosesPanel(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return false;
  const { target } = event;
  if (target instanceof Element && target.closest(TEXT_ENTRY) !== null) return false;
  return document.querySelector(OPEN_DIALOGS) === null;
}
