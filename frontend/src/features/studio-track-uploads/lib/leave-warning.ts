/**
 * Closing or reloading the tab while files are still on their way (paused ones too) asks first:
 * a browser cannot reopen a file by itself, so the artist would have to drop it again (tus resumes
 * from the bytes the server has, but only once the file is given back).
 */
const askBeforeLeaving = (event: BeforeUnloadEvent): void => {
  // Cancelling the event is what asks (the page's own text is never shown by browsers now).
  event.preventDefault();
};

/** Turns the browser's "Leave site?" prompt on or off; the same listener, so never twice. */
export function setLeaveWarning(on: boolean): void {
  if (on) window.addEventListener('beforeunload', askBeforeLeaving);
  else window.removeEventListener('beforeunload', askBeforeLeaving);
}
