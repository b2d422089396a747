import { toAcceptedPlayEvent } from './accepted-play-event.js';
import type { LogPlayDto } from './dto/log-play.dto.js';

const input = {
  track_id: '7d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11',
  track_title: 'Night\u0000 Drive',
  artist_id: '0a0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11',
  artist_name: 'O.W.L.\uD800',
  track_duration_ms: 215_000,
  listening_time_ms: 1_000,
  event_type: 'pause',
  play_source: 'web_app',
  session_id: 'web-abc123def',
  completion_percentage: 0,
  platform: 'mobile',
  device_type: 'Fire\u0000fox',
  app_version: 'web-1.0.0\uDC00',
} satisfies LogPlayDto;
const accepted = { id: 'id-1', at: new Date('2026-03-01T10:00:00Z'), userId: null };

describe('an accepted play event', () => {
  it('holds only text PostgreSQL can store: NUL dropped, lone surrogates replaced', () => {
    expect(toAcceptedPlayEvent(input, accepted)).toMatchObject({
      track_title: 'Night Drive',
      artist_name: 'O.W.L.\uFFFD',
      device_type: 'Firefox',
      app_version: 'web-1.0.0\uFFFD',
    });
  });

  it('copies the payload, adds id, time and listener, and nothing else', () => {
    const event = toAcceptedPlayEvent({ ...input, extra: 'x' } as LogPlayDto, accepted);
    expect(Object.keys(event).sort()).toEqual(
      [...Object.keys(input), 'id', 'receivedAt', 'skip_reason', 'userId'].sort(),
    );
    expect(event).toMatchObject({
      id: 'id-1',
      receivedAt: '2026-03-01T10:00:00.000Z',
      userId: null,
    });
  });
});
