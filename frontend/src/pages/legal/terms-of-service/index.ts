export { TermsOfServicePage } from './ui/terms-of-service-page';
