import 'reflect-metadata';

import { AppError } from '../app-error.js';
import { Field, fieldsOf } from './field.js';
import { maxBodyBytes, requestSchemaFor } from './request-schema.js';
import { compileRequestValidator, rememberFields } from './request-validator.js';
import type { RequestPart } from './validation-message.js';

class SignUpDto {
  @Field(
    { type: 'string', format: 'email', maxLength: 254 },
    { trim: true, message: { other: 'Please enter a valid email address.' } },
  )
  email!: string;

  @Field({ type: 'integer', minimum: 16, maximum: 130 })
  age!: number;

  @Field({ type: 'integer', minimum: 0, maximum: 1000 }, { optional: true, round: true })
  listened_ms?: number;

  @Field({ type: 'string', maxLength: 20 }, { optional: true })
  nickname?: string;
}

class PageQuery {
  @Field({ type: 'integer', minimum: 1, maximum: 50 }, { optional: true })
  limit?: number;

  @Field({ type: 'string', maxLength: 10 }, { optional: true })
  q?: string;
}

class OrderMetadata {
  @Field({ type: 'string', format: 'uuid' }, { message: 'The album id must be a UUID' })
  album_id!: string;

  @Field({ type: 'string', enum: ['soundcheck', 'vip'] })
  access_type!: string;
}

class TagsDto {
  @Field({ type: 'array', items: { type: 'string', maxLength: 10 }, maxItems: 3 }, { trim: true })
  tags!: string[];
}

class OrderDto {
  @Field({ type: 'string', maxLength: 40 }) price_id!: string;
  @Field({ type: 'object', dto: OrderMetadata }) metadata!: OrderMetadata;
}

function validatorFor(dto: abstract new () => unknown, httpPart: RequestPart) {
  const fields = fieldsOf(dto);
  const schema = requestSchemaFor(dto.name, fields);
  rememberFields(schema, fields);
  const validate = compileRequestValidator({
    schema: schema as object,
    httpPart,
    method: 'POST',
    url: '/x',
  });
  return (data: unknown) => validate(data) as { value?: unknown; error?: AppError };
}

const signUp = validatorFor(SignUpDto, 'body');
const order = validatorFor(OrderDto, 'body');
const validOrder = {
  price_id: 'price_1',
  metadata: { album_id: '3f9c1f4e-8a6b-4c1e-9a59-2f1f8b7c6d5e', access_type: 'soundcheck' },
};
const page = validatorFor(PageQuery, 'querystring');
const valid = { email: 'fan@encore.test', age: 21 };

describe('a list field', () => {
  const tags = validatorFor(TagsDto, 'body');

  it('passes a bounded list of bounded scalars', () => {
    expect(tags({ tags: ['lofi', 'jazz'] }).value).toEqual({ tags: ['lofi', 'jazz'] });
  });

  it.each([
    [{ tags: 'lofi' }, 'Tags must be a list of text values.'],
    [{ tags: ['a', 'b', 'c', 'd'] }, 'Tags must have at most 3 items.'],
    [{ tags: ['a', 'much too long a tag'] }, 'Tags must be at most 10 characters.'],
    [{ tags: ['a', 7] }, 'Tags must be a list of text values.'],
    [
      { tags: ['a\u0000b'] },
      'Tags contains characters that cannot be stored (a NUL or a broken surrogate pair).',
    ],
  ])('names the list when it or an item fails: %j', (body, message) => {
    const { error } = tags(body);
    expect(error?.message).toBe(message);
    expect(error?.details).toEqual([{ field: 'tags', messages: [message] }]);
  });

  it('bounds the body by the items it may hold', () => {
    expect(maxBodyBytes(fieldsOf(TagsDto))).toBeGreaterThan(3 * 10 * 6);
  });

  it('stops the boot for a list without a bound', () => {
    class Unbounded {
      @Field({ type: 'array', items: { type: 'string', maxLength: 5 } }) tags!: string[];
    }
    expect(() => requestSchemaFor('Unbounded', fieldsOf(Unbounded))).toThrow(
      'Unbounded.tags: a list needs items and maxItems',
    );
  });
});

describe('a nested object field (its own DTO)', () => {
  it('passes a valid nested object', () => {
    expect(order(validOrder).value).toEqual(validOrder);
  });

  it.each([
    [{ ...validOrder, metadata: 'x' }, 'metadata', 'Metadata must be an object.'],
    [{ price_id: 'p' }, 'metadata', 'Metadata is required.'],
    [
      { ...validOrder, metadata: { ...validOrder.metadata, album_id: 'nope' } },
      'metadata.album_id',
      'The album id must be a UUID.',
    ],
    [
      { ...validOrder, metadata: { access_type: 'vip' } },
      'metadata.album_id',
      'The album id must be a UUID.',
    ],
    [
      { ...validOrder, metadata: { ...validOrder.metadata, extra: 1 } },
      'metadata.extra',
      'The field "metadata.extra" is not part of this request.',
    ],
  ])('names the nested field that failed: %j', (body, field, message) => {
    const { error } = order(body);
    expect(error?.message).toBe(message);
    expect(error?.details).toEqual([{ field, messages: [message] }]);
  });

  it('bounds the body by the nested fields too', () => {
    const flat = maxBodyBytes(fieldsOf(OrderMetadata));
    expect(maxBodyBytes(fieldsOf(OrderDto))).toBeGreaterThan(flat);
  });
});

describe('request validation from @Field declarations', () => {
  it('passes a valid body as the same plain object, trimmed and rounded in place', () => {
    const body = { email: '  fan@encore.test ', age: 21, listened_ms: 12.6 };
    expect(signUp(body).value).toEqual({ email: 'fan@encore.test', age: 21, listened_ms: 13 });
  });

  it("names the first bad field in the field's own words, ending in one full stop", () => {
    const { error } = signUp({ ...valid, email: 'nope' });
    expect(error).toBeInstanceOf(AppError);
    expect(error?.code).toBe('PLATFORM.VALIDATION_FAILED');
    expect(error?.message).toBe('Please enter a valid email address.');
    expect(error?.details).toEqual([
      { field: 'email', messages: ['Please enter a valid email address.'] },
    ]);
  });

  it('words the generic rules', () => {
    expect(signUp({ ...valid, age: 12 }).error?.message).toBe('Age must be from 16 to 130.');
    expect(signUp({ ...valid, age: '21' }).error?.message).toBe('Age must be a whole number.');
    expect(signUp({ email: valid.email }).error?.message).toBe('Age is required.');
    expect(signUp({ ...valid, nickname: 'x'.repeat(21) }).error?.message).toBe(
      'Nickname must be at most 20 characters.',
    );
  });

  it('refuses fields the DTO does not declare, and null in place of an object', () => {
    expect(signUp({ ...valid, role: 'admin' }).error?.details).toEqual([
      { field: 'role', messages: ['The field "role" is not part of this request.'] },
    ]);
    expect(signUp(null).error?.message).toBe('The request body must be a JSON object.');
    expect(signUp([valid]).error?.message).toBe('The request body must be a JSON object.');
  });

  it('refuses text PostgreSQL cannot store: NUL and lone surrogates', () => {
    expect(signUp({ ...valid, nickname: 'a\u0000b' }).error?.details?.[0]?.field).toBe('nickname');
    expect(signUp({ ...valid, nickname: 'a\ud800b' }).error?.details?.[0]?.field).toBe('nickname');
    expect(signUp({ ...valid, email: 'fan\ud800@encore.test' }).error).toBeDefined();
    expect(signUp({ ...valid, nickname: 'a\ud83c\udfb5b' }).error).toBeUndefined();
  });

  it('refuses a 60,000-key object on its size, with a short reply', () => {
    const huge: Record<string, unknown> = { ...valid };
    for (let i = 0; i < 60_000; i++) huge[`k${i}`] = i;
    const { error } = signUp(huge);
    expect(error?.message).toBe('The field "k0" is not part of this request.');
    expect(JSON.stringify(error?.details).length).toBeLessThan(200);
  });

  it('reads numbers from a query string, and an empty number as no number', () => {
    expect(page({ limit: '5', q: '' }).value).toEqual({ limit: 5, q: '' });
    expect(page({ limit: '' }).value).toEqual({});
    expect(page({ limit: 'abc' }).error?.message).toBe('Limit must be a whole number.');
    for (const infinite of ['Infinity', '-Infinity', '1e999']) {
      expect(page({ limit: infinite }).error?.message).toBe('Limit must be a whole number.');
    }
    expect(page({ q: ['a', 'b'] }).error?.message).toBe('Q must be text.');
  });

  it('bounds a body by what its fields can hold as JSON', () => {
    const bytes = maxBodyBytes(fieldsOf(SignUpDto));
    const longest = JSON.stringify({
      email: '\u0000'.repeat(254),
      age: -1e20,
      listened_ms: -1e20,
      nickname: '\u0000'.repeat(20),
    });
    expect(bytes).toBeGreaterThan(longest.length);
    expect(bytes).toBeLessThan(4 * 1024);
  });

  it('stops the boot when a request string has no bound', () => {
    class Unbounded {
      @Field({ type: 'string' }) name!: string;
    }
    expect(() => requestSchemaFor('Unbounded', fieldsOf(Unbounded))).toThrow(/maxLength/);
  });
});
