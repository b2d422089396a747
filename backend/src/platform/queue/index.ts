export { MaintenanceProcessor } from './maintenance.processor.js';
export { QueueModule } from './queue.module.js';
export {
  type JobName,
  type JobPayload,
  QUEUE_NAMES,
  type QueueJobMap,
  type AcceptedPlayEvent,
  type QueueName,
} from './queues.js';
export { type JobHandlers, TypedProcessor } from './typed-processor.js';
