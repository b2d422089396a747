// Uppy's core and its tus plugin, loaded together when the first upload starts (one dynamic
// import: one chunk for the browser, and one module graph for Jest's ESM loader, which loses a
// shared dependency when two dynamic imports link it at the same moment).
export { default as Uppy } from '@uppy/core';
export { default as Tus } from '@uppy/tus';
