import { jsonBodyVariants, type WireBody, withRawField } from '../fuzz/body-variants.js';
import { HOSTILE_JSON_VALUES, pick, seededRandom } from '../fuzz/hostile-values.js';
import { contractBreach } from '../fuzz/reply-checks.js';
import { mapBounded, WireClient } from '../fuzz/wire-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { solvedToken } from '../verification/altcha-solver.js';
import { artistForm, fanForm, JOIN_PATH } from './waitlist-fixtures.js';

/**
 * 2,000+ malformed bodies against the four waitlist body routes: every field of each form
 * replaced by every hostile value (wrong types, 100 KB strings, NUL bytes, lone surrogates,
 * 1,000-deep nesting, 10,000-item arrays, arrays where text belongs), whole-body variants, and
 * seeded mixes of several at once. Some carry a solved token, so what passes the schema also
 * goes through the form rules, verification and the database. None may answer 5xx, and every
 * refusal must be the house envelope.
 */
const SEED = 14;
const MIXED_BODIES = 600;
/** Values that may pass a text field's schema: sent with a real token so they reach the SQL. */
const REACH_THE_DATABASE = new Set(['emoji', 'bidi override', 'SQL text', 'path traversal']);

let t: TestApp;
let client: WireClient;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  client = new WireClient(new URL(t.baseUrl), 8);
});
afterAll(async () => {
  client.close();
  await t.close();
});

interface Case {
  label: string;
  path: string;
  body: WireBody;
  /** Put a freshly solved token in before sending. */
  verified: boolean;
}

const TOKEN_PLACEHOLDER = '"__token__"';
const jsonBody = (label: string, text: string): WireBody => ({
  label,
  contentType: 'application/json',
  bytes: Buffer.from(text, 'utf8'),
});

/** The form with `field` left out, then written raw (so hostile JSON stays as it is). */
function withField(form: Record<string, unknown>, field: string, rawJson: string): string {
  const rest = Object.fromEntries(Object.entries(form).filter(([key]) => key !== field));
  return withRawField(JSON.stringify(rest), field, Buffer.from(rawJson)).toString('utf8');
}

function casesFor(path: string, form: Record<string, unknown>, random: () => number): Case[] {
  const cases: Case[] = [];
  const base = { ...form, cfTurnstileToken: '__token__' };
  for (const field of [...Object.keys(form), 'website']) {
    for (const value of HOSTILE_JSON_VALUES) {
      const verified = REACH_THE_DATABASE.has(value.label);
      const text = withField(verified ? base : form, field, value.json);
      cases.push({
        label: `${field} = ${value.label}`,
        path,
        body: jsonBody(field, text),
        verified,
      });
    }
  }
  for (const variant of jsonBodyVariants(JSON.stringify(form), 'name')) {
    cases.push({ label: `body: ${variant.label}`, path, body: variant, verified: false });
  }
  for (let i = 0; i < MIXED_BODIES / 2; i += 1) {
    let text = JSON.stringify(base);
    const fields = Object.keys(form);
    const mixed: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const field = pick(random, fields);
      const value = pick(random, HOSTILE_JSON_VALUES);
      text = withField(
        JSON.parse(text.replace(TOKEN_PLACEHOLDER, '"x"')) as Record<string, unknown>,
        field,
        value.json,
      );
      mixed.push(`${field} = ${value.label}`);
    }
    cases.push({
      label: `mixed: ${mixed.join(', ')}`,
      path,
      body: jsonBody('mixed', text),
      verified: false,
    });
  }
  return cases;
}

function linkCases(path: string): Case[] {
  return [
    ...HOSTILE_JSON_VALUES.map((value) => ({
      label: `token = ${value.label}`,
      path,
      body: jsonBody('token', `{"token":${value.json}}`),
      verified: false,
    })),
    ...jsonBodyVariants('{"token":"AAAAAAAAAAAAAAAAAAAAAA"}', 'token').map((body) => ({
      label: `body: ${body.label}`,
      path,
      body,
      verified: false,
    })),
  ];
}

test('2,000 malformed waitlist bodies: no 5xx, every refusal in the envelope', async () => {
  const random = seededRandom(SEED);
  const cases = [
    ...casesFor(JOIN_PATH.artist, artistForm(), random),
    ...casesFor(JOIN_PATH.fan, fanForm(), random),
    ...linkCases('/api/public/waitlist/confirm'),
    ...linkCases('/api/public/waitlist/unsubscribe'),
  ];
  expect(cases.length).toBeGreaterThanOrEqual(2000);

  const outcomes = await mapBounded(cases, 8, async (request, index) => {
    let bytes = request.body.bytes;
    if (request.verified && bytes) {
      const token = JSON.stringify(await solvedToken(t.baseUrl));
      bytes = Buffer.from(bytes.toString('utf8').replace(TOKEN_PLACEHOLDER, token));
    }
    const reply = await client.send({
      method: 'POST',
      path: request.path,
      headers: {
        accept: 'application/json',
        // One client address per request (TEST-NET-3), so the rate limits never hide a path.
        'x-forwarded-for': `203.0.${113 + (index >> 8)}.${index & 255}`,
        ...(request.body.contentType === undefined
          ? {}
          : { 'content-type': request.body.contentType }),
      },
      ...(bytes ? { body: bytes } : {}),
    });
    return { request, reply, breach: contractBreach(reply, 'POST') };
  });

  const breaches = outcomes
    .filter((outcome) => outcome.breach !== null)
    .map(
      ({ request, reply, breach }) =>
        `${request.path} ${request.label}: ${breach ?? ''} ${reply.body.toString('utf8').slice(0, 200)}`,
    );
  expect(breaches).toEqual([]);
  const statuses = new Set(outcomes.map((outcome) => outcome.reply.status));
  expect([...statuses].every((status) => status < 500)).toBe(true);
  // The verified cases that passed every rule were stored: the database path was exercised.
  expect(outcomes.filter((outcome) => outcome.reply.status === 201).length).toBeGreaterThan(0);
}, 300_000);
