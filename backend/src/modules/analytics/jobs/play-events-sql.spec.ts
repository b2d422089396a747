import type { AcceptedPlayEvent } from '../analytics-queue.js';
import { INSERT_PLAY_EVENTS, playEventParameters } from './play-events-sql.js';

const event = (id: string, userId: string | null): AcceptedPlayEvent => ({
  id,
  receivedAt: '2026-03-01T10:00:00.000Z',
  userId,
  track_id: '7d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11',
  track_title: 'Night Drive',
  artist_id: '0a0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11',
  artist_name: 'O.W.L.',
  track_duration_ms: 215_000,
  listening_time_ms: 5_000,
  event_type: 'skip_forward',
  play_source: 'web_app',
  session_id: 'web-abc123def',
  completion_percentage: 2,
  skip_reason: 'user_skip',
  platform: 'desktop',
  device_type: 'Chrome',
  app_version: 'web-1.0.0',
});

describe('the play events statement', () => {
  it('sends one array per column, events in the same order in each, nulls kept', () => {
    const parameters = playEventParameters([event('a', 'user-1'), event('b', null)]);
    const insertColumns = /INSERT INTO play_events \(([^)]+)\)/.exec(INSERT_PLAY_EVENTS.text)?.[1];
    expect(parameters).toHaveLength(insertColumns?.split(',').length ?? -1);
    expect(INSERT_PLAY_EVENTS.text).toContain(`$${parameters.length}::`);
    expect(parameters[0]).toEqual(['a', 'b']);
    expect(parameters[2]).toEqual(['user-1', null]);
    for (const column of parameters) expect(column).toHaveLength(2);
  });

  it('sends text PostgreSQL can store: NUL dropped, lone surrogates replaced', () => {
    const parameters = playEventParameters([
      { ...event('a', null), track_title: 'Night\u0000 Drive', device_type: 'Chrome\uD800' },
    ]);
    const flat = parameters.flat();
    expect(flat).toContain('Night Drive');
    expect(flat).toContain('Chrome\uFFFD');
    const unstorable = (value: unknown) =>
      typeof value === 'string' && (value.includes('\u0000') || value.includes('\uD800'));
    expect(flat.filter(unstorable)).toEqual([]);
  });

  it('rolls up both scopes, from inserted rows only, keys sorted', () => {
    const sql = INSERT_PLAY_EVENTS.text;
    for (const scope of ['track', 'artist']) {
      expect(sql).toContain(`INSERT INTO play_daily_${scope}_stats`);
      expect(sql).toContain(`ORDER BY ${scope}_id, day\n`);
    }
    expect(sql).toMatch(/ON CONFLICT \(id\) DO NOTHING\s+RETURNING/);
  });
});
