export { installGracefulShutdown } from './graceful-shutdown.js';
export { HEAP_FLAGS, tuneHeap } from './heap-tuning.js';
