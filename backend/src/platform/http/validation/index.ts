export { Field, type FieldOptions, type FieldSchema } from './field.js';
export { attachRouteSchemas } from './route-schemas.js';
export { compileRequestValidator } from './request-validator.js';
