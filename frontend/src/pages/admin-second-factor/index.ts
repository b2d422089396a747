export { AdminSecondFactorPage } from './ui/admin-second-factor-page';
