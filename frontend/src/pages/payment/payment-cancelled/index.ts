export { PaymentCancelledPage } from './ui/payment-cancelled-page';
