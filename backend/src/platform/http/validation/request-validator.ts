import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

import { PlatformErrors } from '../platform.errors.js';
import { bodyAjv, urlAjv } from './ajv-instances.js';
import type { FieldDefinition } from './field.js';
import { fieldsByPath, type RequestSchema } from './request-schema.js';
import { describeFailure, type RequestPart } from './validation-message.js';

/** The fields behind each schema this app built, so a failure can be told in the field's words. */
const fieldsBySchema = new WeakMap<object, ReadonlyMap<string, FieldDefinition>>();

export function rememberFields(schema: RequestSchema, fields: readonly FieldDefinition[]): void {
  fieldsBySchema.set(schema, fieldsByPath(fields));
}

/**
 * URL text for a number field, made ready for Ajv: empty (`?limit=`) means the field was not
 * given, and text that is no finite number (`Infinity`, `1e999`), which Ajv would turn into an
 * infinite number that passes its range checks, becomes NaN, which its type check refuses.
 */
function prepareUrlNumbers(data: unknown, schema: RequestSchema): void {
  if (typeof data !== 'object' || data === null) return;
  const values = data as Record<string, unknown>;
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = values[name];
    const types = [property.type].flat();
    if (!types.includes('integer') && !types.includes('number')) continue;
    if (typeof value !== 'string') continue;
    if (value === '') Reflect.deleteProperty(values, name);
    else if (!Number.isFinite(Number(value))) values[name] = Number.NaN;
  }
}

/**
 * Fastify's validator compiler for every route: bodies against an Ajv that keeps JSON types,
 * query strings and path parameters against one that turns text into numbers. A failure becomes
 * PLATFORM.VALIDATION_FAILED naming one field, which the error handler sends in the envelope.
 */
export const compileRequestValidator: FastifySchemaCompiler<FastifySchema> = ({
  schema,
  httpPart,
}) => {
  const part = (httpPart ?? 'body') as RequestPart;
  const requestSchema = schema as RequestSchema;
  const validate = (part === 'body' ? bodyAjv : urlAjv).compile(requestSchema);
  const fields = fieldsBySchema.get(schema) ?? new Map<string, FieldDefinition>();
  return (data: unknown) => {
    if (part !== 'body') prepareUrlNumbers(data, requestSchema);
    const firstError = validate(data) ? undefined : validate.errors?.[0];
    if (!firstError) return { value: data };
    const failure = describeFailure(firstError, fields, part, data);
    const details = failure.field ? [{ field: failure.field, messages: [failure.message] }] : [];
    return { error: PlatformErrors.VALIDATION_FAILED(failure.message, details) };
  };
};
