import { Ajv } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import addFormatsModule from 'ajv-formats';

import { isStorableText } from '../../database/storable-text.js';
import { UUID_PATTERN } from '../uuid-pattern.js';

function replaceInParent(cxt: DataValidationCxt | undefined, value: unknown): void {
  if (cxt) (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = value;
}

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * An Ajv that stops at the first failure (the reply names one field, and a huge body costs no
 * more than its first mistake) with the request keywords: storable text, trimming and rounding.
 */
function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ allErrors: false, coerceTypes, useDefaults: false, strict: true });
  addFormats(ajv, ['email']);
  // Canonical UUIDs only: Ajv's own format also takes `urn:uuid:…`, which PostgreSQL refuses.
  ajv.addFormat('uuid', UUID_PATTERN);
  ajv.addKeyword({
    keyword: 'x-storable-text',
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    validate: (_: boolean, data: string) => isStorableText(data),
  });
  ajv.addKeyword({
    keyword: 'x-trim',
    type: 'string',
    schemaType: 'boolean',
    modifying: true,
    before: 'maxLength',
    errors: false,
    validate: (_: boolean, data: string, _parent?: unknown, cxt?: DataValidationCxt) => {
      replaceInParent(cxt, data.trim());
      return true;
    },
  });
  ajv.addKeyword({
    keyword: 'x-round',
    type: 'number',
    schemaType: 'boolean',
    modifying: true,
    errors: false,
    validate: (_: boolean, data: number, _parent?: unknown, cxt?: DataValidationCxt) => {
      replaceInParent(cxt, Math.round(data));
      return true;
    },
  });
  return ajv;
}

/** JSON bodies keep their types; query strings and path segments are text turned into numbers. */
export const bodyAjv = createAjv(false);
export const urlAjv = createAjv(true);
