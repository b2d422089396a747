import { isSkipEvent, PLAY_EVENT_TYPES } from './play-events.js';

describe('play-event types', () => {
  test('only the two skips are skips', () => {
    expect(PLAY_EVENT_TYPES.filter(isSkipEvent)).toEqual(['skip_forward', 'skip_backward']);
  });
});
