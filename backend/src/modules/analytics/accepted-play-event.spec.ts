import { toAcceptedPlayEvent } from './accepted-play-event.js';
import type { LogPlayDto } from './dto/log-play.dto.js';
import { logPlayPayload } from './testing/log-play-payload.js';

const input = logPlayPayload({
  track_title: 'Night\u0000 Drive',
  artist_name: 'O.W.L.\uD800',
  device_type: 'Fire\u0000fox',
  app_version: 'web-1.0.0\uDC00',
});
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
