export { TestPurchasePage } from './ui/test-purchase-page';
