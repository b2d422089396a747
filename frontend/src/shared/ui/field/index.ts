export { FieldLabel } from './field-label';
export { FieldMessages } from './field-messages';
export { default as fieldStyles } from './field.module.css';
export { type FieldIds, useFieldIds } from './use-field-ids';
