/** @jest-environment node */
import { openInNewTab, type TabOpener } from './open-in-new-tab';

function fakeTab() {
  const tab = { opener: {} as unknown, location: { href: '' }, closed: false, close() {} };
  tab.close = () => {
    tab.closed = true;
  };
  return tab;
}

function fakeBrowser(tab: ReturnType<typeof fakeTab> | null) {
  const calls: string[] = [];
  const browser: TabOpener = {
    open: (url, target) => {
      calls.push(`open ${url || '(blank)'} ${target}`);
      return tab as unknown as Window | null;
    },
    assign: (url) => {
      calls.push(`assign ${url}`);
    },
  };
  return { browser, calls };
}

describe('openInNewTab', () => {
  test('opens the tab before the call, then points it at the answer, cut off from this page', async () => {
    const tab = fakeTab();
    const { browser, calls } = fakeBrowser(tab);
    let opensBeforeCall = 0;

    await openInNewTab(() => {
      opensBeforeCall = calls.length;
      return Promise.resolve('/admin/queues');
    }, browser);

    expect(opensBeforeCall).toBe(1);
    expect(calls).toEqual(['open (blank) _blank']);
    expect(tab.location.href).toBe('/admin/queues');
    expect(tab.opener).toBeNull();
  });

  test('a failed call closes the empty tab and fails', async () => {
    const tab = fakeTab();
    const { browser } = fakeBrowser(tab);
    await expect(openInNewTab(() => Promise.reject(new Error('403')), browser)).rejects.toThrow(
      '403',
    );
    expect(tab.closed).toBe(true);
  });

  test('a refused tab sends this page there instead', async () => {
    const { browser, calls } = fakeBrowser(null);
    await openInNewTab(() => Promise.resolve('/admin/queues'), browser);
    expect(calls).toEqual(['open (blank) _blank', 'assign /admin/queues']);
  });
});
