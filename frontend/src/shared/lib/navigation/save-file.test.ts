import { jest } from '@jest/globals';
import { saveFile } from './save-file';

describe('saveFile', () => {
  // jsdom has no Blob URLs: the test lends URL stand-ins, then puts back whatever was there.
  const originals = (['createObjectURL', 'revokeObjectURL'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const,
  );
  afterEach(() => {
    for (const [name, descriptor] of originals) {
      if (descriptor === undefined) Reflect.deleteProperty(URL, name);
      else Object.defineProperty(URL, name, descriptor);
    }
  });

  test('downloads the blob under its name through a Blob URL, freed afterwards', async () => {
    const blob = new Blob(['day,track_id\r\n'], { type: 'text/csv' });
    const made: unknown[] = [];
    URL.createObjectURL = (object: Blob | MediaSource) => {
      made.push(object);
      return 'blob:analytics';
    };
    const revoke = jest.fn();
    URL.revokeObjectURL = revoke;
    const clicked: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });

    saveFile(blob, 'encore-analytics-2026-10-30-to-2026-11-26.csv');

    expect(made).toEqual([blob]);
    expect(clicked).toEqual([
      { href: 'blob:analytics', download: 'encore-analytics-2026-10-30-to-2026-11-26.csv' },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoke).toHaveBeenCalledWith('blob:analytics');
  });
});
