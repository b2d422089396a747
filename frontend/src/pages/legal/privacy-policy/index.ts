export { PrivacyPolicyPage } from './ui/privacy-policy-page';
