import { toAcceptedPlayEvent } from './accepted-play-event.js';
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
});
