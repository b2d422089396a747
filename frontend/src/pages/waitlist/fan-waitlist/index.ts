export { FanWaitlistPage } from './ui/fan-waitlist-page';
