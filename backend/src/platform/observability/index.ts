export { ObservabilityModule } from './observability.module.js';
export { exposeRequestId, generateRequestId } from './request-id.js';
