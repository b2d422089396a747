import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Phase } from './budget-run.js';
import type { CaseKind, FuzzRequest } from './fuzz-cases.js';
import type { WireReply } from './wire-client.js';

interface OperationTally {
  requests: number;
  floor: number;
  kinds: Set<CaseKind>;
  statuses: Record<number, number>;
  slowest?: { ms: number; status: number; case: string };
}

export interface Breach {
  operation: string;
  case: string;
  breach: string;
  body: string;
}

/**
 * What a fuzz run sent and got back, counted as the replies arrive (a run may send tens of
 * thousands of requests: only the breaches keep a body).
 */
export class FuzzTally {
  readonly breaches: Breach[] = [];
  private readonly operations = new Map<string, OperationTally>();

  constructor(operationIds: readonly string[]) {
    for (const id of operationIds) {
      this.operations.set(id, { requests: 0, floor: 0, kinds: new Set(), statuses: {} });
    }
  }

  record(request: FuzzRequest, phase: Phase, reply: WireReply, breach: string | null): void {
    const tally = this.operations.get(request.operationId);
    if (!tally) throw new Error(`A request for an unknown operation ${request.operationId}`);
    tally.requests++;
    if (phase === 'floor') tally.floor++;
    tally.kinds.add(request.kind);
    tally.statuses[reply.status] = (tally.statuses[reply.status] ?? 0) + 1;
    if ((tally.slowest?.ms ?? -1) < reply.ms) {
      tally.slowest = {
        ms: Math.round(reply.ms * 10) / 10,
        status: reply.status,
        case: `${request.caller}: ${request.label}`.slice(0, 70),
      };
    }
    if (breach !== null) {
      this.breaches.push({
        operation: request.operationId,
        case: `${request.caller}: ${request.label}`,
        breach,
        body: reply.body.toString('utf8').slice(0, 160),
      });
    }
  }

  /** Floor requests answered per operation. */
  floorPer(): Map<string, number> {
    return new Map([...this.operations].map(([id, tally]) => [id, tally.floor]));
  }

  /** The case kinds each operation was reached with. */
  kindsPer(): Map<string, CaseKind[]> {
    return new Map([...this.operations].map(([id, tally]) => [id, [...tally.kinds].sort()]));
  }

  get total(): number {
    let total = 0;
    for (const tally of this.operations.values()) total += tally.requests;
    return total;
  }

  /** One row per operation and kind of breach, with a count and the first case that showed it. */
  groupedBreaches() {
    const groups = new Map<
      string,
      { operation: string; breach: string; count: number; firstCase: string; body: string }
    >();
    for (const item of this.breaches) {
      const kind = item.breach.replace(/\d+ bytes/, 'N bytes');
      const key = `${item.operation} ${kind}`;
      const group = groups.get(key);
      if (group) group.count++;
      else
        groups.set(key, {
          operation: item.operation,
          breach: kind,
          count: 1,
          firstCase: item.case.slice(0, 60),
          body: item.body.slice(0, 80),
        });
    }
    return [...groups.values()];
  }

  /**
   * Prints the coverage (requests sent, per operation, the least-covered one) and writes the
   * whole tally, with each operation's slowest reply, to `directory`.
   */
  report(directory: string, run: { seed: number; budgetS: number; floor: number; extra: number }) {
    const rows = [...this.operations]
      .map(([operation, tally]) => ({
        operation,
        requests: tally.requests,
        floor: tally.floor,
        kinds: tally.kinds.size,
        slowestMs: tally.slowest?.ms ?? 0,
      }))
      .sort((a, b) => a.requests - b.requests || a.operation.localeCompare(b.operation));
    const statuses: Record<number, number> = {};
    for (const tally of this.operations.values()) {
      for (const [status, count] of Object.entries(tally.statuses)) {
        statuses[Number(status)] = (statuses[Number(status)] ?? 0) + count;
      }
    }
    const least = rows[0];
    mkdirSync(directory, { recursive: true });
    const file = join(directory, 'openapi-fuzz.json');
    writeFileSync(
      file,
      JSON.stringify(
        {
          ...run,
          requests: this.total,
          statuses,
          operations: [...this.operations].map(([operation, tally]) => ({
            operation,
            requests: tally.requests,
            floor: tally.floor,
            kinds: [...tally.kinds].sort(),
            statuses: tally.statuses,
            slowest: tally.slowest,
          })),
        },
        null,
        2,
      ),
    );
    if (this.breaches.length > 0) {
      writeFileSync(
        join(directory, 'openapi-fuzz-breaches.json'),
        JSON.stringify(this.breaches, null, 2),
      );
    }
    // eslint-disable-next-line no-console -- the coverage report is this test's output
    console.log(
      `OpenAPI fuzz (seed ${run.seed}, budget ${run.budgetS} s): ${this.total} requests over ` +
        `${rows.length} operations — the floor's ${run.floor} (every case kind of every ` +
        `operation) and ${run.extra} more while the budget lasted; per operation ` +
        `${least?.requests ?? 0} (min, ${least?.operation ?? '-'}) to ` +
        `${rows.at(-1)?.requests ?? 0}; statuses ${JSON.stringify(statuses)}; report ${file}`,
    );
    // eslint-disable-next-line no-console -- the coverage report is this test's output
    console.table(rows);
  }
}
