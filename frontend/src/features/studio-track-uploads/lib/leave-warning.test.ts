import { setLeaveWarning } from './leave-warning';

describe('setLeaveWarning', () => {
  afterEach(() => {
    setLeaveWarning(false);
  });

  test('while on, closing the tab is cancelled so the browser asks; off, it is not', () => {
    setLeaveWarning(true);
    const asked = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(asked);
    expect(asked.defaultPrevented).toBe(true);

    setLeaveWarning(false);
    const free = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(free);
    expect(free.defaultPrevented).toBe(false);
  });

  test('turning it on twice adds one listener (one prompt, removed by one off)', () => {
    setLeaveWarning(true);
    setLeaveWarning(true);
    setLeaveWarning(false);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
