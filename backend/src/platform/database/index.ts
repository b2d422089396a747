export { DatabaseModule } from './database.module.js';
export {
  combineDatabaseFacts,
  type DatabaseFacts,
  type ModuleDatabaseFacts,
} from './database-facts.js';
export { createOrmOptions } from './orm.config.js';
export { type PreparedStatement, preparedStatement } from './prepared-statement.js';
export { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './schema-helpers.js';
export { SqlPool } from './sql-pool.js';
export { isStorableText, storableText } from './storable-text.js';
export { likePrefix, likeSubstring } from './like-pattern.js';
export {
  type KeysetDirection,
  type KeysetKey,
  keysetOrder,
  textKey,
  timestampKey,
} from './keyset-order.js';
