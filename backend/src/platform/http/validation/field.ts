import { ApiProperty } from '@nestjs/swagger';

/** A request DTO class (its fields declared with `@Field`). */
export type RequestDto = abstract new () => unknown;

/** A scalar's schema: what a list's items may be. */
export type ScalarFieldSchema = Omit<
  FieldSchema,
  'type' | 'dto' | 'items' | 'maxItems' | 'minItems'
> & {
  type: 'string' | 'integer' | 'number' | 'boolean';
};

/**
 * The JSON Schema words a request field may use: scalars, a bounded list of scalars
 * (`{ type: 'array', items: {...}, maxItems }`), or one object whose own fields are declared with
 * `@Field` on its DTO (`{ type: 'object', dto: MetadataDto }`), closed like the body.
 */
export interface FieldSchema {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'object' | 'array';
  /** For `type: 'object'`: the DTO that declares the object's fields. */
  dto?: RequestDto;
  /** For `type: 'array'`: each item's schema (a scalar), and how many items it may hold. */
  items?: ScalarFieldSchema;
  maxItems?: number;
  minItems?: number;
  /** Strings must say how long they may be: every request field is bounded. */
  maxLength?: number;
  minLength?: number;
  pattern?: RegExp;
  format?: 'uuid' | 'email' | 'password';
  enum?: readonly (string | number | null)[];
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  default?: string | number | boolean;
}

/** Which rule a failure broke, for a field's own wording of it. */
export type FieldRule =
  'required' | 'type' | 'length' | 'count' | 'pattern' | 'range' | 'enum' | 'text';

export interface FieldOptions {
  optional?: boolean;
  /** Replaces the generic text for every rule, or for the rules named. */
  message?: string | Partial<Record<FieldRule | 'other', string>>;
  /** Leading and trailing white space is removed before the rules are checked. */
  trim?: boolean;
  /** Fractions are rounded to a whole number before the rules are checked (schema type stays integer). */
  round?: boolean;
  description?: string | undefined;
  example?: string | number | undefined;
}

export interface FieldDefinition {
  name: string;
  schema: FieldSchema;
  options: FieldOptions;
}

const FIELDS = Symbol('encore:request-fields');

type FieldHolder = { [FIELDS]?: FieldDefinition[] };

/**
 * One declaration per request field: the same words document it in OpenAPI and become the JSON
 * Schema that Fastify checks before any object is built (docs/adr/0017-request-validation-and-registration.md).
 */
export function Field(schema: FieldSchema, options: FieldOptions = {}): PropertyDecorator {
  const { dto, items, ...described } = schema;
  const documented = ApiProperty({
    ...described,
    ...(dto ? { type: dto } : {}),
    ...(items
      ? {
          type: items.type,
          isArray: true,
          ...(items.enum ? { enum: [...items.enum] } : {}),
          ...(items.pattern ? { pattern: items.pattern.source } : {}),
        }
      : {}),
    pattern: schema.pattern?.source,
    ...(schema.enum ? { enum: [...schema.enum] } : {}),
    required: !options.optional,
    description: options.description,
    example: options.example,
  } as Parameters<typeof ApiProperty>[0]);
  return (target, key) => {
    documented(target, key);
    const holder = target as FieldHolder;
    // A subclass gets its own list, starting from its parent's fields.
    const own = Object.hasOwn(holder, FIELDS) ? holder[FIELDS] : [...(holder[FIELDS] ?? [])];
    holder[FIELDS] = [...(own ?? []), { name: String(key), schema, options }];
  };
}

/** The fields a request DTO declared with `@Field`, its parents' first; empty for other classes. */
export function fieldsOf(dto: RequestDto): readonly FieldDefinition[] {
  return (dto.prototype as FieldHolder)[FIELDS] ?? [];
}
