export { AppBanner } from './ui/app-banner';
