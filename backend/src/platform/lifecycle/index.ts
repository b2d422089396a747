export { installGracefulShutdown } from './graceful-shutdown.js';
