import {
  type WireBody,
  jsonBodyVariants,
  multipartBodyVariants,
  withRawField,
} from './body-variants.js';
import {
  HOSTILE_HEADERS,
  HOSTILE_JSON_VALUES,
  HOSTILE_URL_VALUES,
  pick,
} from './hostile-values.js';
import type { FieldSchema, Operation, ParameterSpec } from './openapi-operations.js';

/** The families of cases the fuzzer knows; the floor reaches every one an operation has. */
export type CaseKind =
  | 'plausible request'
  | 'parameter shape'
  | 'hostile URL value'
  | 'missing body field'
  | 'hostile JSON value'
  | 'body variant'
  | 'hostile header'
  | 'URL shape'
  | 'method'
  | 'random mix';

/** A plausible value for a schema, so that mutating one field reaches that field's rules. */
export function plausibleValue(schema: FieldSchema): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, field]) => [key, plausibleValue(field)]),
      );
    default:
      break;
  }
  switch (schema.format) {
    case 'email':
      return 'fuzz@example.test';
    case 'uuid':
      return '6f1c0f5e-8a6b-4c2e-9f3d-2b7a1c9e4d10';
    case 'password':
      return 'velvet-quasar-meadow-42';
    default:
      return 'plausible';
  }
}

const urlValue = (parameter: ParameterSpec): string =>
  encodeURIComponent(String(plausibleValue(parameter.schema)));

export interface UrlParts {
  path: Record<string, string>;
  /** name → encoded values (several values repeat the parameter); undefined leaves it out. */
  query: Record<string, string[] | undefined>;
  suffix?: string;
}

function plausibleUrl(operation: Operation): UrlParts {
  const parts: UrlParts = { path: {}, query: {} };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') parts.path[parameter.name] = urlValue(parameter);
    if (parameter.in === 'query') parts.query[parameter.name] = [urlValue(parameter)];
  }
  return parts;
}

/** The request target: the path template filled in, then the query. */
export function render(operation: Operation, parts: UrlParts): string {
  const path = operation.pathTemplate.replace(
    /\{(\w+)\}/g,
    (_, name: string) => parts.path[name] ?? '',
  );
  const query = Object.entries(parts.query).flatMap(([name, values]) =>
    (values ?? []).map((value) => `${name}=${value}`),
  );
  return path + (parts.suffix ?? '') + (query.length ? `?${query.join('&')}` : '');
}

export interface Draft {
  label: string;
  kind: CaseKind;
  url: UrlParts;
  body?: WireBody | undefined;
  headers?: Record<string, string> | undefined;
  method?: string;
}

const jsonBody = (text: string): WireBody => ({
  label: 'json',
  contentType: 'application/json',
  bytes: Buffer.from(text, 'utf8'),
});

const uploadVariantsByField = new Map<string, WireBody[]>();

/** The multipart variants for an upload's file field, built once (one of them is over 5 MB). */
function uploadVariants(operation: Operation): WireBody[] {
  const field = Object.keys(operation.body?.schema.properties ?? { file: {} })[0] ?? 'file';
  let variants = uploadVariantsByField.get(field);
  if (!variants) {
    variants = multipartBodyVariants(field);
    uploadVariantsByField.set(field, variants);
  }
  return variants;
}

/** The plausible body every mutation starts from (JSON operations only). */
export const baseBodyOf = (operation: Operation): WireBody | undefined =>
  operation.body?.contentType === 'application/json'
    ? jsonBody(JSON.stringify(plausibleValue(operation.body.schema)))
    : undefined;

/**
 * The deterministic cases: every hostile value in every field, parameter and body shape. Each is
 * marked `floor` when it belongs to the smallest set that still reaches every value of every
 * family once: a hostile value goes to one field (turn about), every other case is in it.
 */
export function* systematicDrafts(
  operation: Operation,
  baseBody: WireBody | undefined,
): Generator<{ draft: Draft; floor: boolean }> {
  const withBase = (draft: Omit<Draft, 'url'> & { url?: UrlParts }): Draft => ({
    url: plausibleUrl(operation),
    body: baseBody,
    ...draft,
  });
  yield { draft: withBase({ label: 'plausible request', kind: 'plausible request' }), floor: true };

  const urlParameters = operation.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  for (const [index, parameter] of urlParameters.entries()) {
    const name = parameter.name;
    const set = (encoded: string | undefined, label: string, kind: CaseKind, many = false) => {
      const url = plausibleUrl(operation);
      if (parameter.in === 'path') url.path[name] = encoded ?? '';
      else
        url.query[name] =
          encoded === undefined ? undefined : many ? [encoded, 'second'] : [encoded];
      return withBase({ label: `${parameter.in} ${name}: ${label}`, kind, url });
    };
    yield { draft: set(undefined, 'missing', 'parameter shape'), floor: true };
    yield { draft: set(urlValue(parameter), 'repeated', 'parameter shape', true), floor: true };
    for (const [valueIndex, value] of HOSTILE_URL_VALUES.entries()) {
      yield {
        draft: set(value.encoded, value.label, 'hostile URL value'),
        floor: valueIndex % urlParameters.length === index,
      };
    }
    if (parameter.in === 'query') {
      const url = plausibleUrl(operation);
      url.query[`${name}[a]`] = ['1'];
      url.query[`${name}[]`] = ['2'];
      url.query['__proto__[x]'] = ['1'];
      yield {
        draft: withBase({ label: `query ${name}: bracket syntax`, kind: 'parameter shape', url }),
        floor: true,
      };
    }
  }

  if (operation.body?.contentType === 'application/json') {
    const fields = Object.keys(operation.body.schema.properties ?? {});
    const base = JSON.parse(baseBody?.bytes?.toString() ?? '{}') as Record<string, unknown>;
    for (const [index, field] of fields.entries()) {
      const { [field]: _, ...rest } = base;
      yield {
        draft: withBase({
          label: `body ${field}: missing`,
          kind: 'missing body field',
          body: jsonBody(JSON.stringify(rest)),
        }),
        floor: true,
      };
      for (const [valueIndex, value] of HOSTILE_JSON_VALUES.entries()) {
        const text = withRawField(JSON.stringify(rest), field, Buffer.from(value.json));
        yield {
          draft: withBase({
            label: `body ${field}: ${value.label}`,
            kind: 'hostile JSON value',
            body: jsonBody(text.toString()),
          }),
          floor: valueIndex % fields.length === index,
        };
      }
    }
  }

  const bodyVariants =
    operation.body?.contentType === 'multipart/form-data'
      ? uploadVariants(operation)
      : jsonBodyVariants(
          baseBody?.bytes?.toString() ?? '{}',
          Object.keys(operation.body?.schema.properties ?? {})[0],
        );
  // Routes without a body still get a handful of bodies: parsers run before the router's verdict.
  for (const body of operation.body ? bodyVariants : bodyVariants.slice(0, 8)) {
    yield {
      draft: withBase({ label: `body: ${body.label}`, kind: 'body variant', body }),
      floor: true,
    };
  }
  for (const header of HOSTILE_HEADERS) {
    yield {
      draft: withBase({
        label: `header: ${header.label}`,
        kind: 'hostile header',
        headers: header.headers,
      }),
      floor: true,
    };
  }
  for (const [label, suffix] of [
    ['malformed percent-encoding', '%zz'],
    ['encoded NUL', '%00'],
    ['dot segments', '/../..'],
    ['trailing slash', '/'],
  ] as const) {
    yield {
      draft: withBase({
        label: `url: ${label}`,
        kind: 'URL shape',
        url: { ...plausibleUrl(operation), suffix },
      }),
      floor: true,
    };
  }
  for (const method of ['DELETE', 'PATCH']) {
    yield {
      draft: withBase({ label: `method: ${method}`, kind: 'method', method }),
      floor: true,
    };
  }
}

/** A random mix: a few fields and parameters hostile at once, sometimes a hostile header. */
export function randomDraft(
  operation: Operation,
  baseBody: WireBody | undefined,
  random: () => number,
): Draft {
  const url = plausibleUrl(operation);
  const labels: string[] = [];
  for (const parameter of operation.parameters) {
    if (random() < 0.5) continue;
    const value = pick(random, HOSTILE_URL_VALUES);
    labels.push(`${parameter.name}=${value.label}`);
    if (parameter.in === 'path') url.path[parameter.name] = value.encoded;
    else if (parameter.in === 'query')
      url.query[parameter.name] = random() < 0.2 ? undefined : [value.encoded];
  }
  let body = baseBody;
  if (operation.body?.contentType === 'application/json') {
    let text = baseBody?.bytes?.toString() ?? '{}';
    for (const field of Object.keys(operation.body.schema.properties ?? {})) {
      if (random() < 0.6) continue;
      const value = pick(random, HOSTILE_JSON_VALUES);
      const { [field]: _, ...rest } = JSON.parse(text) as Record<string, unknown>;
      labels.push(`${field}=${value.label}`);
      // Keep the text parseable for the next field: deep values go in last, as raw text.
      const next = withRawField(JSON.stringify(rest), field, Buffer.from(value.json)).toString();
      text = next;
      try {
        JSON.parse(next);
      } catch {
        break;
      }
    }
    body = jsonBody(text);
  } else if (operation.body) {
    body = pick(random, uploadVariants(operation));
    labels.push(body.label);
  }
  const header = random() < 0.2 ? pick(random, HOSTILE_HEADERS) : undefined;
  if (header) labels.push(header.label);
  return {
    label: `random: ${labels.join(', ') || 'plausible'}`,
    kind: 'random mix',
    url,
    body,
    headers: header?.headers,
  };
}
