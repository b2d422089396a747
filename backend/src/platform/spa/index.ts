export {
  type PageHead,
  type PageHeadRoute,
  PageHeads,
  type PageHeadSource,
  type RouteParams,
} from './page-heads.js';
export { registerSpaFallback } from './spa-fallback.js';
export { registerStaticFiles } from './static-files.js';
