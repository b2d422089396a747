// Demo-catalogue media generator: synthesised music (MP3 + previews, WAV masters) and generated artwork.
export { renderTrackAudio, type RenderTrackAudioOptions } from './track-audio.js';
export type { RenderedTrackAudio, TrackAudioSpec } from './track-types.js';
export { renderContinuousAudio } from './continuous-audio.js';
export type { AacEncoder } from './aac.js';
export {
  type ContinuousAlbumSpec,
  type ContinuousPiece,
  continuousCuts,
  renderContinuousPcm,
} from './continuous.js';
export { renderMasterWav } from './master-audio.js';
export {
  albumCoverJpeg,
  renderAlbumCover,
  renderArtistImages,
  renderPlaceholders,
  type ArtistArtworkSpec,
  type ArtistImagePaths,
  type ArtworkSpec,
} from './artwork.js';
export { AUDIO_FORMAT } from './audio-format.js';
export { KNOWN_GENRES } from './genres.js';
