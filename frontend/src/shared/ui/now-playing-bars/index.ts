export { NowPlayingBars } from './now-playing-bars';
export type { NowPlayingBarsProps } from './now-playing-bars';
