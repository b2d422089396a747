import { sample } from 'effector';
import { confirmWaitlistEmail, unsubscribeFromWaitlist } from '../api/email-link';
import { createLinkAction } from './link-action';

/** /waitlist/confirm: the link confirms as soon as the page opens (double opt-in). */
export const confirmLink = createLinkAction(confirmWaitlistEmail);
sample({ clock: confirmLink.pageOpened, target: confirmLink.actionRequested });

/** /waitlist/unsubscribe: the person presses "Unsubscribe" (a mail scanner opening it does not). */
export const unsubscribeLink = createLinkAction(unsubscribeFromWaitlist);
