export { ArtistStudioReleasePage } from './ui/artist-studio-release-page';
// "See as a listener" (docs/adr/0047): the release as listeners will see it.
export { ArtistStudioReleasePreviewPage } from './ui/listener-preview-page';
