export { MaintenanceProcessor } from './maintenance.processor.js';
export { ProcessorCoverage } from './processor-coverage.js';
export { QueueModule } from './queue.module.js';
export { type JobName, type JobPayload, type QueueJobMap, type QueueName } from './queues.js';
export { type JobHandlers, TypedProcessor } from './typed-processor.js';
