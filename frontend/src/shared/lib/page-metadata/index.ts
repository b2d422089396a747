export { applyPageMetadata, type PageMetadata } from './page-metadata';
export {
  type MusicAlbumFacts,
  musicAlbumData,
  type MusicGroupFacts,
  musicGroupData,
} from './structured-data';
export { usePageMetadata } from './use-page-metadata';
