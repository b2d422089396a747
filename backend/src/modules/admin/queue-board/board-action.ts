/** What an admin did through the board's API, as the audit log names it (docs/adr/0033). */
export interface BoardAction {
  /** `queue.<verb>` or `queue_job.<verb>`, e.g. `queue.clean`, `queue_job.retry`. */
  action: string;
  targetType: 'queue' | 'queue_job';
  /** The queue, `<queue>/<job id>` for a job, `*` for every queue at once. */
  targetId: string;
  /** The other parts of the request that say what was done (job state, scheduler, body). */
  details: Record<string, unknown>;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A body larger than this (job data pasted in) is recorded by its size only. */
const MAX_BODY_CHARS = 2000;

function recordedBody(body: unknown): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'object' && Object.keys(body).length === 0) return undefined;
  const text = JSON.stringify(body);
  return text.length > MAX_BODY_CHARS ? `(${text.length} characters)` : body;
}

/**
 * The board's API call `method route` (bull-board's route pattern below the board's `/api/`, e.g.
 * `queues/:queueName/:jobId/retry`) with its parameters, as an audit entry; null for reads,
 * which change nothing. The verb is the route's fixed words after `queues`.
 */
export function boardAction(
  method: string,
  route: string,
  params: Record<string, string | undefined>,
  body: unknown,
): BoardAction | null {
  if (READS.has(method)) return null;
  const { queueName, jobId, ...rest } = params;
  const words = route.split('/').filter((segment) => segment !== '' && !segment.startsWith(':'));
  const verb = (words[0] === 'queues' ? words.slice(1) : words).join('.') || method.toLowerCase();
  const onJob = jobId !== undefined;
  const details: Record<string, unknown> = { ...rest };
  const recorded = recordedBody(body);
  if (recorded !== undefined) details.body = recorded;
  return {
    action: `${onJob ? 'queue_job' : 'queue'}.${verb}`,
    targetType: onJob ? 'queue_job' : 'queue',
    targetId: queueName === undefined ? '*' : onJob ? `${queueName}/${jobId}` : queueName,
    details,
  };
}
