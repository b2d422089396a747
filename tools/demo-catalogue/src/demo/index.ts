export {
  DEMO_ACCOUNTS,
  DEMO_INVITE_CODES,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoInviteCode,
  formatDemoLogins,
} from './accounts.js';
export {
  DEMO_ARTISTS,
  type DemoAlbum,
  type DemoArtist,
  type DemoTrack,
  demoAlbums,
  demoTracks,
  seedFromKey,
} from './catalogue.js';
export { DEMO_GENRES, DEMO_MOODS } from './genres.js';
export { formatLrcTime, type LrcLine, parseLrc, toLrc } from './lrc.js';
export {
  DEMO_STUDIO_RELEASE,
  type DemoStudioRelease,
  type DemoStudioTrack,
} from './studio-release.js';
