import type { WireReply } from './wire-client.js';

const ENVELOPE_KEYS = new Set(['statusCode', 'code', 'error', 'message', 'details']);

/**
 * Why a reply breaks the contract, or null when it keeps it: no 5xx, an answer on every request,
 * and every non-2xx reply the house envelope whose statusCode is the HTTP status.
 */
export function contractBreach(reply: WireReply, method: string): string | null {
  if (reply.error !== undefined) return `no reply: ${reply.error}`;
  if (reply.status >= 500) return `status ${reply.status}`;
  if (reply.status < 400 || method === 'HEAD') return null;
  const type = String(reply.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `${reply.status} with content type "${type}"`;
  let body: unknown;
  try {
    body = JSON.parse(reply.body.toString('utf8'));
  } catch {
    return `${reply.status} with a body that is not JSON`;
  }
  if (body === null || typeof body !== 'object') return `${reply.status} body is not an object`;
  const fields = body as Record<string, unknown>;
  const extra = Object.keys(fields).filter((key) => !ENVELOPE_KEYS.has(key));
  if (extra.length > 0) return `${reply.status} envelope has extra keys ${extra.join(', ')}`;
  if (fields.statusCode !== reply.status)
    return `statusCode ${String(fields.statusCode)} ≠ ${reply.status}`;
  if (typeof fields.code !== 'string' || !/^[A-Z_]+\.[A-Z_]+$/.test(fields.code)) {
    return `${reply.status} without a MODULE.REASON code`;
  }
  if (typeof fields.message !== 'string' || fields.message === '')
    return `${reply.status} without a message`;
  if (fields.error !== fields.message) return `${reply.status} error ≠ message`;
  if (fields.details !== undefined && !Array.isArray(fields.details))
    return 'details is not a list';
  if (reply.body.length > 16 * 1024)
    return `${reply.status} envelope of ${reply.body.length} bytes`;
  return null;
}
