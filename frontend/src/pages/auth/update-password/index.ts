export { UpdatePasswordPage } from './ui/update-password-page';
