/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket paths
 * (`line_items[0][price]=…`, `metadata[album_id]=…`, `expand[]=…`), as the SDK writes it. No
 * parser in node_modules reads brackets (fast-querystring keeps keys flat), and the rules are
 * small, so they live here, strictly: anything ambiguous is an error, never a guess.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

export class FormBodyError extends Error {
  constructor(
    message: string,
    /** The parameter as it was written, e.g. `line_items[0][price]`. */
    readonly param: string,
  ) {
    super(message);
    this.name = 'FormBodyError';
  }
}

const MAX_PARAMETERS = 1000;
const MAX_DEPTH = 8;
const MAX_ARRAY_LENGTH = 1000;
const NAME = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;
const SEGMENT = /\[([^[\]]*)\]/g;
const INDEX = /^(0|[1-9]\d{0,8})$/;
// Never keys of a plain object: they would reach or replace its prototype.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses a form body (or a query string without its `?`) into nested objects and arrays. */
export function parseFormBody(body: string): FormObject {
  const root: FormObject = {};
  let count = 0;
  for (const [name, value] of new URLSearchParams(body)) {
    count += 1;
    if (count > MAX_PARAMETERS) throw new FormBodyError('Too many parameters.', name);
    assign(root, splitName(name), value, name);
  }
  return root;
}

/** `a[b][0][]` → ['a', 'b', 0, null]; null is "append" (`[]`). */
function splitName(name: string): (string | number | null)[] {
  const match = NAME.exec(name);
  if (!match?.[1]) throw new FormBodyError(`Invalid parameter name: ${name}`, name);
  const segments: (string | number | null)[] = [match[1]];
  for (const [, inner = ''] of (match[2] ?? '').matchAll(SEGMENT)) {
    segments.push(inner === '' ? null : INDEX.test(inner) ? Number(inner) : inner);
  }
  if (segments.length > MAX_DEPTH) throw new FormBodyError(`Too deeply nested: ${name}`, name);
  for (const segment of segments) {
    if (typeof segment === 'string' && FORBIDDEN_KEYS.has(segment)) {
      throw new FormBodyError(`Invalid parameter name: ${name}`, name);
    }
  }
  return segments;
}

type Container = FormObject | FormValue[];

function assign(
  root: FormObject,
  segments: (string | number | null)[],
  value: string,
  name: string,
): void {
  let container: Container = root;
  for (let i = 0; i < segments.length; i += 1) {
    const key = resolveKey(container, segments[i] ?? null, name);
    const isLast = i === segments.length - 1;
    const existing = readSlot(container, key);
    if (isLast) {
      if (existing !== undefined) throw new FormBodyError(`Duplicate parameter: ${name}`, name);
      writeSlot(container, key, value);
      return;
    }
    const wantsArray = typeof segments[i + 1] !== 'string';
    if (existing === undefined) {
      const created: Container = wantsArray ? [] : {};
      writeSlot(container, key, created);
      container = created;
    } else if (typeof existing !== 'string' && Array.isArray(existing) === wantsArray) {
      container = existing;
    } else {
      throw new FormBodyError(`Conflicting parameter: ${name}`, name);
    }
  }
}

/** The key to use inside `container`: arrays take dense indexes only, objects take names. */
function resolveKey(
  container: Container,
  segment: string | number | null,
  name: string,
): string | number {
  if (!Array.isArray(container)) {
    // Objects are only made for a name segment, so anything else here is a bug, not input.
    if (typeof segment === 'string') return segment;
    throw new FormBodyError(`Conflicting parameter: ${name}`, name);
  }
  const index = segment ?? container.length;
  if (typeof index === 'string' || index > container.length || index >= MAX_ARRAY_LENGTH) {
    throw new FormBodyError(`Invalid array index in ${name}`, name);
  }
  return index;
}

function readSlot(container: Container, key: string | number): FormValue | undefined {
  if (Array.isArray(container)) return typeof key === 'number' ? container[key] : undefined;
  return Object.hasOwn(container, key) ? container[key] : undefined;
}

function writeSlot(container: Container, key: string | number, value: FormValue): void {
  if (Array.isArray(container)) {
    if (typeof key === 'number') container[key] = value;
    return;
  }
  container[key] = value;
}
