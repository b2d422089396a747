export { BULK_SLUG_PREFIX, type BulkCounts } from './bulk-plan.js';
export {
  type BulkSeedOptions,
  type BulkSeedResult,
  describeBulkCounts,
  runBulkSeed,
} from './bulk-seed.js';
