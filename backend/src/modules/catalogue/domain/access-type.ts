// The access types are a rule the client shares (packages/shared-rules): one list, both sides.
export { ACCESS_TYPES, type AccessType, DEFAULT_ACCESS_TYPE } from '@encore/shared-rules';
