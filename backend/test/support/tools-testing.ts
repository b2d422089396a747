/**
 * The backend's test support that the repository's tools share (`@encore/backend/testing`):
 * tools/demo-catalogue's tests decode the MP3s it renders, read what it stored and run its CLIs
 * with these, inside the backend's integration environment (test/global-setup.ts).
 */
export { withDb } from './db.js';
export { type DecodedAudio, decodeMp3, decodeMp3File } from './decode-mp3.js';
export { type CliRun, ensureDemoSeeded, runBuiltCli, runDemoCatalogueCli } from './run-cli.js';
export { fragmentSampleDurations } from './mp4-samples.js';
