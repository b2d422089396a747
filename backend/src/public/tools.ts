/**
 * The backend's one public entry for the repository's tools (`@encore/backend/tools`, compiled to
 * dist with its declarations). tools/demo-catalogue imports the backend only through this file,
 * so what a tool may rely on is listed here and nowhere else (eslint forbids deeper imports).
 */
import { fileURLToPath } from 'node:url';

export { print, runCli } from '../cli/cli-output.js';
export { loadConfig } from '../config/index.js';
export { appOrmOptions } from '../database-facts.js';
export { hashPassword, verifyPassword } from '../modules/auth/index.js';
export { ACCESS_TYPES, type AccessType } from '../modules/catalogue/index.js';
export {
  copyIntoStorage,
  createMediaStorage,
  type MediaStorage,
} from '../platform/storage/index.js';
export type { Role } from '../modules/users/index.js';
export { locateMediaTools } from '../platform/media-tools/index.js';
/**
 * The media pipeline's own measures (docs/adr/0048): the demo's renditions carry real values; and
 * its AAC packaging, so the demo's renditions play as the pipeline's do.
 */
export {
  AAC_PRIMING_SAMPLES,
  aacGapless,
  aacPackagingArgs,
  albumGain,
  type AlbumTrackLoudness,
  type GaplessAac,
  type Loudness,
  type LoudnessMeasure,
  parseEbur128Summary,
  PeakMeter,
  type PeaksDocument,
  peaksDocument,
  trackLoudness,
} from '../modules/publishing/index.js';
export {
  type AcceptedPlayEvent,
  INSERT_PLAY_EVENTS,
  playEventParameters,
  RECOMPUTE_PLAY_METRICS,
} from '../modules/analytics/index.js';
/**
 * The operator's import (`npm run catalogue:import -w backend`, docs/adr/0042) as a script to
 * run: the demo seed puts its studio release through it, the path production masters take.
 */
export const CATALOGUE_IMPORT_CLI = fileURLToPath(
  new URL('../cli/catalogue-import.js', import.meta.url),
);
