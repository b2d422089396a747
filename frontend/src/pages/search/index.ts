export { trackRowActivated } from './model/search-page';
export { SearchPage } from './ui/search-page';
