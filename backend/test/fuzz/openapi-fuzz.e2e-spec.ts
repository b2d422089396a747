import { join } from 'node:path';

import { REPO_ROOT } from '../../src/config/env.schema.js';
import { forEachControllerRoute } from '../../src/platform/http/controller-routes.js';
import { buildOpenApiDocument, declaredFastifyRoutes } from '../../src/platform/http/index.js';
import { newAccount } from '../support/accounts.js';
import { studioArtist } from '../support/studio-artist.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { BudgetedRun, chain, roundRobin } from './budget-run.js';
import {
  type CaseKind,
  floorRequests,
  type FuzzRequest,
  randomRequests,
  systematicExtras,
} from './fuzz-cases.js';
import { FuzzTally } from './fuzz-tally.js';
import { seededRandom } from './hostile-values.js';
import { type Operation, operationsOf, sideDoorOperations } from './openapi-operations.js';
import { contractBreach } from './reply-checks.js';
import { WireClient } from './wire-client.js';

/** Change the seed to explore; a failure prints its seed-independent label to reproduce. */
const SEED = 12;
/**
 * How long the run keeps adding cases beyond the floor (FUZZ_SECONDS to explore longer): a quiet
 * machine sends tens of thousands of requests in it, a loaded one fewer, and neither fails for it.
 */
const BUDGET_S = Number(process.env.FUZZ_SECONDS ?? 40);
if (!(BUDGET_S >= 0)) {
  throw new Error(`FUZZ_SECONDS must be a number of seconds, not "${process.env.FUZZ_SECONDS}"`);
}
/**
 * The floor (every case kind of every operation: ~5,200 requests, ~10 s at load 7 on 2 cores)
 * must finish even on a machine many times slower: the test's own limit leaves it four minutes.
 */
const FLOOR_ALLOWANCE_S = 240;
const CONCURRENCY = 8;
/** Operations that end or change the caller's session fuzz with an account of their own. */
const SESSION_ENDING = /\/auth\/(logout|update-password)$/;
/** The studio's operations fuzz as an artist with a profile, so they reach past the role check. */
const STUDIO = /^[A-Z]+ \/api\/studio\//;

let t: TestApp;
let client: WireClient;
let operations: Operation[];
let run: BudgetedRun<FuzzRequest> | undefined;
const tokens = { member: '', sessionEnding: '', artist: '' };

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  client = new WireClient(new URL(t.baseUrl), CONCURRENCY);
  operations = [
    ...operationsOf(buildOpenApiDocument(t.app)),
    ...sideDoorOperations(declaredFastifyRoutes(t.app)),
  ];
  const [member, sessionEnding, artist] = await Promise.all([
    newAccount(t.baseUrl),
    newAccount(t.baseUrl),
    studioArtist(t.baseUrl),
  ]);
  tokens.member = member.token;
  tokens.sessionEnding = sessionEnding.token;
  tokens.artist = artist.token;
});
afterAll(async () => {
  // Had the test run out of time, its requests would still be in flight: none is cut off by
  // closing the app under it (it would come back as "no reply").
  run?.stop();
  await run?.settled.catch(() => undefined);
  client.close();
  await t.close();
});

function wireHeaders(request: FuzzRequest, index: number): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    // Spread over a few client IPs: rate limits still trip, but not for the whole run.
    'x-forwarded-for': `10.77.${index % 8}.${1 + (index % 31)}`,
  };
  if (request.caller === 'member') {
    headers.authorization = `Bearer ${memberToken(request)}`;
  }
  return { ...headers, ...request.headers };
}

function memberToken(request: FuzzRequest): string {
  if (SESSION_ENDING.test(request.operationId)) return tokens.sessionEnding;
  return STUDIO.test(request.operationId) ? tokens.artist : tokens.member;
}

/** A stable seed per operation: adding a route does not change the others' random cases. */
function seedOf(operation: Operation): number {
  let hash = SEED;
  for (const char of operation.id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

/** How many floor requests each operation has, and which kinds of case they are. */
function floorOf(list: readonly Operation[]) {
  const requests = new Map<string, number>();
  const kinds = new Map<string, CaseKind[]>();
  for (const operation of list) {
    const found = new Set<CaseKind>();
    let count = 0;
    for (const request of floorRequests(operation)) {
      count++;
      found.add(request.kind);
    }
    requests.set(operation.id, count);
    kinds.set(operation.id, [...found]);
  }
  return { requests, kinds };
}

it('every controller route is in the OpenAPI document, so the fuzz reaches new routes unasked', () => {
  let controllerRoutes = 0;
  forEachControllerRoute(t.app, () => controllerRoutes++);
  const documented = operationsOf(buildOpenApiDocument(t.app));
  expect(documented).toHaveLength(controllerRoutes);
  expect(operations.length).toBeGreaterThan(documented.length);
});

it(
  'answers every generated bad request of every documented operation without a 5xx, in the envelope',
  async () => {
    expect(operations.length).toBeGreaterThanOrEqual(24);
    const floor = floorOf(operations);
    const tally = new FuzzTally(operations.map((op) => op.id));

    run = new BudgetedRun(
      roundRobin(operations.map((op) => floorRequests(op))),
      // Every systematic case first (small operations run out, large ones go on), then random mixes.
      chain(
        roundRobin(operations.map((op) => systematicExtras(op))),
        roundRobin(operations.map((op) => randomRequests(op, seededRandom(seedOf(op))))),
      ),
      { budgetMs: BUDGET_S * 1000, concurrency: CONCURRENCY },
      async (request, phase, index) => {
        const reply = await client.send({ ...request, headers: wireHeaders(request, index) });
        tally.record(request, phase, reply, contractBreach(reply, request.method));
      },
    );
    await run.settled;
    tally.report(join(REPO_ROOT, '.cache', 'test-reports'), {
      seed: SEED,
      budgetS: BUDGET_S,
      ...run.sent,
    });
    if (tally.breaches.length > 0) {
      // eslint-disable-next-line no-console -- the breaches, grouped, are this test's output
      console.table(tally.groupedBreaches());
    }

    // The floor went out in full and came back: every operation, with every kind of case it has.
    expect(tally.floorPer()).toEqual(floor.requests);
    const kinds = tally.kindsPer();
    const kindsMissed = [...floor.kinds].flatMap(([id, wanted]) =>
      wanted.filter((kind) => !kinds.get(id)?.includes(kind)).map((kind) => `${id}: ${kind}`),
    );
    expect(kindsMissed).toEqual([]);
    expect(tally.total).toBe(run.sent.floor + run.sent.extra);
    expect(tally.breaches).toEqual([]);
  },
  (BUDGET_S + FLOOR_ALLOWANCE_S) * 1000,
);
