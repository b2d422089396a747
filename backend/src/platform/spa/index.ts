export { registerSpaFallback } from './spa-fallback.js';
export { registerStaticFiles } from './static-files.js';
