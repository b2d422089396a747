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

export type Caller = 'member' | 'anonymous';

/** One generated request: what goes on the wire, and which caller sends it. */
export interface FuzzRequest {
  operationId: string;
  label: string;
  caller: Caller;
  method: string;
  /** Already percent-encoded path and query. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

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

interface UrlParts {
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

function render(operation: Operation, parts: UrlParts): string {
  const path = operation.pathTemplate.replace(
    /\{(\w+)\}/g,
    (_, name: string) => parts.path[name] ?? '',
  );
  const query = Object.entries(parts.query).flatMap(([name, values]) =>
    (values ?? []).map((value) => `${name}=${value}`),
  );
  return path + (parts.suffix ?? '') + (query.length ? `?${query.join('&')}` : '');
}

interface Draft {
  label: string;
  url: UrlParts;
  body?: WireBody | undefined;
  headers?: Record<string, string> | undefined;
  method?: string;
}

/** The deterministic cases: every hostile value in every field, parameter and body shape. */
function systematicDrafts(operation: Operation, baseBody: WireBody | undefined): Draft[] {
  const drafts: Draft[] = [
    { label: 'plausible request', url: plausibleUrl(operation), body: baseBody },
  ];
  const withBase = (draft: Omit<Draft, 'url'> & { url?: UrlParts }): Draft => ({
    url: plausibleUrl(operation),
    body: baseBody,
    ...draft,
  });
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const name = parameter.name;
    const set = (encoded: string | undefined, label: string, many = false): void => {
      const url = plausibleUrl(operation);
      if (parameter.in === 'path') url.path[name] = encoded ?? '';
      else
        url.query[name] =
          encoded === undefined ? undefined : many ? [encoded, 'second'] : [encoded];
      drafts.push(withBase({ label: `${parameter.in} ${name}: ${label}`, url }));
    };
    set(undefined, 'missing');
    set(urlValue(parameter), 'repeated', true);
    for (const value of HOSTILE_URL_VALUES) set(value.encoded, value.label);
    if (parameter.in === 'query') {
      const url = plausibleUrl(operation);
      url.query[`${name}[a]`] = ['1'];
      url.query[`${name}[]`] = ['2'];
      url.query['__proto__[x]'] = ['1'];
      drafts.push(withBase({ label: `query ${name}: bracket syntax`, url }));
    }
  }
  if (operation.body?.contentType === 'application/json') {
    const properties = operation.body.schema.properties ?? {};
    const base = JSON.parse(baseBody?.bytes?.toString() ?? '{}') as Record<string, unknown>;
    for (const field of Object.keys(properties)) {
      const { [field]: _, ...rest } = base;
      drafts.push(
        withBase({ label: `body ${field}: missing`, body: jsonBody(JSON.stringify(rest)) }),
      );
      for (const value of HOSTILE_JSON_VALUES) {
        drafts.push(
          withBase({
            label: `body ${field}: ${value.label}`,
            body: jsonBody(
              withRawField(JSON.stringify(rest), field, Buffer.from(value.json)).toString(),
            ),
          }),
        );
      }
    }
  }
  const bodyVariants =
    operation.body?.contentType === 'multipart/form-data'
      ? multipartBodyVariants(
          Object.keys(operation.body.schema.properties ?? { file: {} })[0] ?? 'file',
        )
      : jsonBodyVariants(
          baseBody?.bytes?.toString() ?? '{}',
          Object.keys(operation.body?.schema.properties ?? {})[0],
        );
  // Routes without a body still get a handful of bodies: parsers run before the router's verdict.
  const bodies = operation.body ? bodyVariants : bodyVariants.slice(0, 8);
  for (const body of bodies) drafts.push(withBase({ label: `body: ${body.label}`, body }));
  for (const header of HOSTILE_HEADERS) {
    drafts.push(withBase({ label: `header: ${header.label}`, headers: header.headers }));
  }
  drafts.push(
    withBase({
      label: 'url: malformed percent-encoding',
      url: { ...plausibleUrl(operation), suffix: '%zz' },
    }),
  );
  drafts.push(
    withBase({ label: 'url: encoded NUL', url: { ...plausibleUrl(operation), suffix: '%00' } }),
  );
  drafts.push(
    withBase({ label: 'url: dot segments', url: { ...plausibleUrl(operation), suffix: '/../..' } }),
  );
  drafts.push(
    withBase({ label: 'url: trailing slash', url: { ...plausibleUrl(operation), suffix: '/' } }),
  );
  drafts.push(withBase({ label: 'method: DELETE', method: 'DELETE' }));
  drafts.push(withBase({ label: 'method: PATCH', method: 'PATCH' }));
  return drafts;
}

const jsonBody = (text: string): WireBody => ({
  label: 'json',
  contentType: 'application/json',
  bytes: Buffer.from(text, 'utf8'),
});

/** A random mix: a few fields and parameters hostile at once, sometimes a hostile header. */
function randomDraft(
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
      try {
        JSON.parse(next);
        text = next;
      } catch {
        text = next;
        break;
      }
    }
    body = jsonBody(text);
  } else if (operation.body) {
    body = pick(random, multipartBodyVariants('file'));
    labels.push(body.label);
  }
  const header = random() < 0.2 ? pick(random, HOSTILE_HEADERS) : undefined;
  if (header) labels.push(header.label);
  return {
    label: `random: ${labels.join(', ') || 'plausible'}`,
    url,
    body,
    headers: header?.headers,
  };
}

/**
 * Every request the fuzzer sends for one operation: the systematic cases, then random mixes
 * until `perCaller` requests, each sent by a member (valid token) and by an anonymous caller.
 */
export function fuzzRequests(
  operation: Operation,
  perCaller: number,
  random: () => number,
): FuzzRequest[] {
  const baseBody =
    operation.body?.contentType === 'application/json'
      ? jsonBody(JSON.stringify(plausibleValue(operation.body.schema)))
      : undefined;
  const drafts = systematicDrafts(operation, baseBody);
  while (drafts.length < perCaller) drafts.push(randomDraft(operation, baseBody, random));
  return drafts.flatMap((draft) =>
    (['member', 'anonymous'] as const).map((caller) => ({
      operationId: operation.id,
      label: draft.label,
      caller,
      method: draft.method ?? operation.method,
      path: render(operation, draft.url),
      headers: {
        ...(draft.body?.contentType !== undefined
          ? { 'content-type': draft.body.contentType }
          : {}),
        ...draft.headers,
      },
      ...(draft.body?.bytes ? { body: draft.body.bytes } : {}),
    })),
  );
}
