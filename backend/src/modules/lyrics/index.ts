export { LyricsModule } from './lyrics.module.js';
