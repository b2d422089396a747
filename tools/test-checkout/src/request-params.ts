import { invalidRequest, missingParam } from './api-errors.js';
import type { FormObject, FormValue } from './form-body.js';

/** A parameter's place in the body: `['line_items', 0, 'price']` is `line_items[0][price]`. */
export type ParamPath = readonly (string | number)[];

export function paramName(path: ParamPath): string {
  const [root, ...rest] = path;
  return `${String(root)}${rest.map((segment) => `[${String(segment)}]`).join('')}`;
}

/**
 * Refuses parameters an endpoint does not implement, as Stripe refuses unknown ones: a parameter
 * silently ignored here would behave differently in production.
 */
export function rejectUnknownParams(form: FormObject, known: readonly string[]): void {
  const unknown = Object.keys(form).find((name) => !known.includes(name));
  if (unknown !== undefined) {
    throw invalidRequest(`Received unknown parameter: ${unknown}`, unknown);
  }
}

export function valueAt(form: FormObject, path: ParamPath): FormValue | undefined {
  let current: FormValue | undefined = form;
  for (const segment of path) {
    if (current === undefined || typeof current === 'string') return undefined;
    current = Array.isArray(current)
      ? typeof segment === 'number'
        ? current[segment]
        : undefined
      : Object.hasOwn(current, segment)
        ? current[segment]
        : undefined;
  }
  return current;
}

/** A string parameter; an empty one counts as absent (Stripe reads `param=` as "unset"). */
export function optionalString(form: FormObject, path: ParamPath): string | undefined {
  const value = valueAt(form, path);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') {
    throw invalidRequest(`Invalid string: ${paramName(path)} must be a string`, paramName(path));
  }
  return value;
}

export function requiredString(form: FormObject, path: ParamPath): string {
  const value = optionalString(form, path);
  if (value === undefined) throw missingParam(paramName(path));
  return value;
}

export function optionalInteger(
  form: FormObject,
  path: ParamPath,
  range: { min: number; max: number },
): number | undefined {
  const text = optionalString(form, path);
  if (text === undefined) return undefined;
  const value = /^-?\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value)) {
    throw invalidRequest(`Invalid integer: ${text}`, paramName(path));
  }
  if (value < range.min || value > range.max) {
    throw invalidRequest(
      `Invalid ${paramName(path)}: must be between ${range.min} and ${range.max}`,
      paramName(path),
    );
  }
  return value;
}

/** A list parameter (`line_items[0][…]`); absent is an empty list. */
export function optionalList(form: FormObject, path: ParamPath): FormValue[] {
  const value = valueAt(form, path);
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) {
    throw invalidRequest(`Invalid array: ${paramName(path)}`, paramName(path));
  }
  return value;
}

/** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500. */
export function optionalMetadata(form: FormObject, path: ParamPath): Record<string, string> {
  const value = valueAt(form, path);
  const param = paramName(path);
  if (value === undefined || value === '') return {};
  if (typeof value === 'string') {
    throw invalidRequest(`Invalid object: ${param} must be a hash of strings`, param);
  }
  // `metadata[0]=…` parses as a list; its keys are still the strings "0", "1", ….
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value);
  if (entries.length > 50) {
    throw invalidRequest(`Invalid ${param}: it can have at most 50 keys`, param);
  }
  const metadata: Record<string, string> = {};
  for (const [key, item] of entries) {
    if (typeof item !== 'string') {
      throw invalidRequest(`Invalid ${param}[${key}]: metadata values must be strings`, param);
    }
    if (key.length > 40 || item.length > 500) {
      throw invalidRequest(
        `Invalid ${param}[${key}]: keys are at most 40 characters and values at most 500`,
        param,
      );
    }
    // Stripe drops a key sent empty (`metadata[key]=` unsets it).
    if (item !== '') metadata[key] = item;
  }
  return metadata;
}
