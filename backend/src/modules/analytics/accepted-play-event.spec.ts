import { cleanLabel, toAcceptedPlayEvent } from './accepted-play-event.js';
import type { LogPlayDto } from './dto/log-play.dto.js';
import { logPlayPayload } from './testing/log-play-payload.js';

const input = logPlayPayload();
const accepted = { id: 'id-1', at: new Date('2026-03-01T10:00:00Z'), userId: null };

describe('an accepted play event', () => {
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

  it('drops control characters from the client’s labels', () => {
    expect(cleanLabel('Chrome\u0007\u001b[31m\u0085 ')).toBe('Chrome[31m');
    const event = toAcceptedPlayEvent(
      { ...input, device_type: '\t\u0001', app_version: 'web-1.0.0\r\n' },
      accepted,
    );
    expect(event).toMatchObject({ device_type: 'unknown', app_version: 'web-1.0.0' });
  });
});
