export { AdminPurchasesPage } from './ui/admin-purchases-page';
