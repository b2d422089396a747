import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

import { PlatformErrors } from '../platform.errors.js';
import { bodyAjv, urlAjv } from './ajv-instances.js';
import type { FieldDefinition } from './field.js';
import type { RequestSchema } from './request-schema.js';
import { describeFailure, type RequestPart } from './validation-message.js';

/** The fields behind each schema this app built, so a failure can be told in the field's words. */
const fieldsBySchema = new WeakMap<object, ReadonlyMap<string, FieldDefinition>>();

export function rememberFields(schema: RequestSchema, fields: readonly FieldDefinition[]): void {
  fieldsBySchema.set(schema, new Map(fields.map((field) => [field.name, field])));
}

/** In a URL, an empty value of a number field (`?limit=`) means the field was not given. */
function dropEmptyNonText(data: unknown, schema: RequestSchema): void {
  if (typeof data !== 'object' || data === null) return;
  const values = data as Record<string, unknown>;
  for (const [name, property] of Object.entries(schema.properties)) {
    if (values[name] === '' && property.type !== 'string') Reflect.deleteProperty(values, name);
  }
}

/**
 * Fastify's validator compiler for every route: bodies against an Ajv that keeps JSON types,
 * query strings and path parameters against one that turns text into numbers. A failure becomes
 * PLATFORM.VALIDATION_FAILED naming one field; Nest's error handler sends it in the envelope.
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
    if (part !== 'body') dropEmptyNonText(data, requestSchema);
    const firstError = validate(data) ? undefined : validate.errors?.[0];
    if (!firstError) return { value: data };
    const failure = describeFailure(firstError, fields, part);
    const details = failure.field ? [{ field: failure.field, messages: [failure.message] }] : [];
    return { error: PlatformErrors.VALIDATION_FAILED(failure.message, details) };
  };
};
