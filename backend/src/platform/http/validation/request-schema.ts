import { type FieldDefinition, fieldsOf } from './field.js';

/** The JSON Schema of one request part (body, query or path parameters), as Ajv compiles it. */
export interface RequestSchema {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required: string[];
  additionalProperties: false;
  maxProperties: number;
}

/** Catches a request DTO written without bounds while the app boots, not in production. */
function checkBounded(field: FieldDefinition, owner: string): void {
  if (field.schema.type === 'array') {
    const { items, maxItems } = field.schema;
    if (!items || maxItems === undefined) {
      throw new Error(`${owner}.${field.name}: a list needs items and maxItems`);
    }
    checkBounded({ ...field, schema: items }, owner);
    return;
  }
  const { schema } = field;
  const bounded = schema.maxLength !== undefined || schema.enum || schema.format === 'uuid';
  if (schema.type === 'string' && !bounded) {
    throw new Error(`${owner}.${field.name}: a request string needs maxLength, enum or uuid`);
  }
  if (schema.type === 'object' && (!schema.dto || fieldsOf(schema.dto).length === 0)) {
    throw new Error(`${owner}.${field.name}: an object field needs a dto whose fields use @Field`);
  }
  if (schema.pattern?.flags) {
    throw new Error(`${owner}.${field.name}: patterns take no flags (write [A-Za-z] for case)`);
  }
}

function propertySchema(
  { name, schema, options }: FieldDefinition,
  owner: string,
): Record<string, unknown> {
  if (schema.type === 'object' && schema.dto) {
    return requestSchemaFor(`${owner}.${name}`, fieldsOf(schema.dto)) as unknown as Record<
      string,
      unknown
    >;
  }
  if (schema.type === 'array' && schema.items) {
    const { items, maxItems, minItems, nullable } = schema;
    return {
      type: nullable ? ['array', 'null'] : 'array',
      items: propertySchema({ name, schema: items, options: {} }, owner),
      maxItems,
      ...(minItems === undefined ? {} : { minItems }),
    };
  }
  // `default` and the `password` format only document; the service applies defaults.
  const { pattern, nullable, type, format, default: _default, dto: _dto, ...rules } = schema;
  // Rounded fields arrive as numbers and become integers in place (the x-round keyword).
  const checkedType = options.round ? 'number' : type;
  return {
    ...rules,
    type: nullable ? [checkedType, 'null'] : checkedType,
    ...(pattern ? { pattern: pattern.source } : {}),
    ...(format && format !== 'password' ? { format } : {}),
    ...(type === 'string' ? { 'x-storable-text': true } : {}),
    ...(options.trim ? { 'x-trim': true } : {}),
    ...(options.round ? { 'x-round': true } : {}),
  };
}

/** JSON's worst case for one character of text: a `\\uXXXX` escape. */
const JSON_BYTES_PER_CHAR = 6;
const SCALAR_JSON_BYTES = 32;
const UUID_CHARS = 36;
/** Room for braces, commas and white space a client's serializer may add. */
const BODY_SLACK_BYTES = 1024;

/**
 * The most bytes a body of these fields can take as JSON: the body limit of a route that takes
 * them, so a larger body is refused (413) before a byte of it is parsed.
 */
export function maxBodyBytes(fields: readonly FieldDefinition[]): number {
  let bytes = BODY_SLACK_BYTES;
  for (const { name, schema } of fields) {
    if (schema.type === 'object' && schema.dto) {
      bytes += (name.length + 4) * JSON_BYTES_PER_CHAR + maxBodyBytes(fieldsOf(schema.dto));
      continue;
    }
    if (schema.type === 'array' && schema.items) {
      const item =
        maxBodyBytes([{ name: '', schema: schema.items, options: {} }]) - BODY_SLACK_BYTES;
      bytes += (name.length + 4) * JSON_BYTES_PER_CHAR + (schema.maxItems ?? 0) * item;
      continue;
    }
    const longestEnum = Math.max(0, ...(schema.enum ?? []).map((value) => String(value).length));
    const uuidChars = schema.format === 'uuid' ? UUID_CHARS : 0;
    const chars =
      schema.type === 'string' ? (schema.maxLength ?? Math.max(longestEnum, uuidChars)) : 0;
    bytes += (name.length + 4) * JSON_BYTES_PER_CHAR;
    bytes += chars > 0 ? (chars + 2) * JSON_BYTES_PER_CHAR : SCALAR_JSON_BYTES;
  }
  return bytes;
}

/**
 * Every field by its path (`metadata.album_id` for a nested object's field), so a failure deep in
 * the body is still told in its field's words.
 */
export function fieldsByPath(
  fields: readonly FieldDefinition[],
  prefix = '',
): Map<string, FieldDefinition> {
  const byPath = new Map<string, FieldDefinition>();
  for (const field of fields) {
    const path = `${prefix}${field.name}`;
    byPath.set(path, { ...field, name: path });
    if (field.schema.type === 'object' && field.schema.dto) {
      for (const [inner, definition] of fieldsByPath(fieldsOf(field.schema.dto), `${path}.`)) {
        byPath.set(inner, definition);
      }
    }
  }
  return byPath;
}

/**
 * One object schema for a DTO: its fields and nothing else (unknown keys are refused, and the
 * key count is capped so a 60,000-key object fails on its size before any key is examined).
 */
export function requestSchemaFor(owner: string, fields: readonly FieldDefinition[]): RequestSchema {
  const properties: RequestSchema['properties'] = {};
  for (const field of fields) {
    checkBounded(field, owner);
    properties[field.name] = propertySchema(field, owner);
  }
  return {
    type: 'object',
    properties,
    required: fields.filter((f) => !f.options.optional).map((f) => f.name),
    additionalProperties: false,
    maxProperties: fields.length,
  };
}
