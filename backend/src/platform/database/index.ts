export { DatabaseModule } from './database.module.js';
export { createOrmOptions } from './orm.config.js';
export { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './schema-helpers.js';
