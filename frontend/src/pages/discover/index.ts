export { DiscoverPage } from './ui/discover-page';
