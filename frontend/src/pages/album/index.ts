export { AlbumPage } from './ui/album-page';
export { albumPlayRequested } from './model/album-actions';
export type { PlayRequest as AlbumPlayRequest } from './model/album-actions';
