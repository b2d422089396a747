export { locateMediaTools, type MediaToolSettings } from './locate-media-tools.js';
export { type MediaTool, MediaTools, type MediaToolSource } from './media-tools.js';
export { MediaToolsModule } from './media-tools.module.js';
export { hasSettsFilter } from './tool-version.js';
