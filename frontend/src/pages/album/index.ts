export { AlbumPage } from './ui/album-page';
