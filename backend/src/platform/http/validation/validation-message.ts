import type { ErrorObject } from 'ajv';

import type { FieldDefinition, FieldRule } from './field.js';

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

const RULE_OF_KEYWORD: Record<string, FieldRule> = {
  required: 'required',
  type: 'type',
  maxLength: 'length',
  minLength: 'length',
  maxItems: 'count',
  minItems: 'count',
  pattern: 'pattern',
  format: 'pattern',
  minimum: 'range',
  maximum: 'range',
  enum: 'enum',
  'x-storable-text': 'text',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
  object: 'an object',
  array: 'a list',
};

const ITEM_WORDS: Record<string, string> = {
  string: 'text values',
  integer: 'whole numbers',
  number: 'numbers',
  boolean: 'true or false values',
};

const PART_WORDS: Record<RequestPart, string> = {
  body: 'The request body must be a JSON object',
  querystring: 'The query string is not valid',
  params: 'The address is not valid',
  headers: 'The request headers are not valid',
};

function lengthWords({ minLength, maxLength }: FieldDefinition['schema']): string {
  return minLength ? `${minLength} to ${maxLength} characters` : `at most ${maxLength} characters`;
}

function rangeWords({ minimum, maximum }: FieldDefinition['schema']): string {
  if (minimum !== undefined && maximum !== undefined) return `from ${minimum} to ${maximum}`;
  return minimum !== undefined ? `at least ${minimum}` : `at most ${maximum}`;
}

/** The generic wording of a broken rule, used where the DTO gives none of its own. */
function genericMessage({ name, schema }: FieldDefinition, rule: FieldRule): string {
  switch (rule) {
    case 'required':
      return `${name} is required`;
    case 'type':
      return schema.items
        ? `${name} must be a list of ${ITEM_WORDS[schema.items.type]}`
        : `${name} must be ${TYPE_WORDS[schema.type] ?? schema.type}`;
    case 'length':
      return `${name} must be ${lengthWords(schema.items ?? schema)}`;
    case 'count':
      return schema.minItems
        ? `${name} must have ${schema.minItems} to ${schema.maxItems} items`
        : `${name} must have at most ${schema.maxItems} items`;
    case 'pattern': {
      const format = schema.items?.format ?? schema.format;
      if (format === 'uuid') return `${name} must be a UUID`;
      if (format === 'email') return 'Please enter a valid email address';
      return `${name} is not in the expected format`;
    }
    case 'range':
      return `${name} must be ${rangeWords(schema.items ?? schema)}`;
    case 'enum':
      return `${name} must be one of: ${(schema.items?.enum ?? schema.enum ?? []).map(String).join(', ')}`;
    case 'text':
      return `${name} contains characters that cannot be stored (a NUL or a broken surrogate pair)`;
  }
}

function fieldMessage(field: FieldDefinition, rule: FieldRule): string {
  const { message } = field.options;
  if (typeof message === 'string') return message;
  return message?.[rule] ?? message?.other ?? genericMessage(field, rule);
}

/**
 * One sentence, ending with a single full stop, whatever the source wrote. It starts with a capital
 * unless it starts with a field name such as `track_id`, which stays as the client spells it.
 */
const asSentence = (text: string): string => {
  const trimmed = text.trim();
  const firstWord = trimmed.split(' ', 1)[0] ?? '';
  const capitalised = firstWord.includes('_')
    ? trimmed
    : trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

export interface FieldFailure {
  field?: string;
  message: string;
}

/** The object at a path of the data (where a `maxProperties` failure happened). */
function valueAt(data: unknown, segments: readonly string[]): object {
  let value: unknown = data;
  for (const segment of segments) {
    value = typeof value === 'object' && value !== null ? Reflect.get(value, segment) : undefined;
  }
  return typeof value === 'object' && value !== null ? value : {};
}

/** Ajv's first error, in words a person can act on, naming the field when there is one. */
export function describeFailure(
  error: ErrorObject,
  fields: ReadonlyMap<string, FieldDefinition>,
  part: RequestPart,
  data: unknown,
): FieldFailure {
  const params = error.params as Record<string, unknown>;
  // `/metadata/album_id` → `metadata.album_id` (a nested object's field), `` → the whole part.
  const segments = error.instancePath.split('/').slice(1);
  const at = (key: string): string => [...segments, key].join('.');
  // More keys than fields means at least one unknown key: name it (bodies are bounded by their
  // route's limit and URLs by the header limit, so looking costs little).
  const unknown =
    error.keyword === 'additionalProperties'
      ? at(String(params.additionalProperty))
      : error.keyword === 'maxProperties'
        ? Object.keys(valueAt(data, segments))
            .map(at)
            .find((path) => !fields.has(path))
        : undefined;
  if (unknown !== undefined) {
    return { field: unknown, message: `The field "${unknown}" is not part of this request.` };
  }
  // A list item's failure (`/genres/3`) is told in the list field's words.
  const fieldPath = segments.filter((segment) => !/^\d+$/.test(segment)).join('.');
  const name = error.keyword === 'required' ? at(String(params.missingProperty)) : fieldPath;
  const field = fields.get(name);
  const rule = RULE_OF_KEYWORD[error.keyword];
  if (!field || !rule) return { message: asSentence(PART_WORDS[part]) };
  return { field: name, message: asSentence(fieldMessage(field, rule)) };
}
