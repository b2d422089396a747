export { Toaster } from './toast';
