export { WaitlistConfirmPage } from './ui/waitlist-confirm-page';
export { WaitlistUnsubscribePage } from './ui/waitlist-unsubscribe-page';
