export { SearchPage } from './ui/search-page';
