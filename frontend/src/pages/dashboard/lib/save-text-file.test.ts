import { jest } from '@jest/globals';
import { saveTextFile } from './save-text-file';

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
const readBlob = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('unreadable'));
    };
    reader.readAsText(blob);
  });

describe('saveTextFile', () => {
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

  test('downloads the text through a Blob URL and frees it afterwards', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob);
      return 'blob:purchases';
    };
    const revoke = jest.fn();
    URL.revokeObjectURL = revoke;
    const clicked: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });

    saveTextFile({ name: 'purchases.csv', text: 'a,b\r\n', type: 'text/csv;charset=utf-8' });

    expect(clicked).toEqual([{ href: 'blob:purchases', download: 'purchases.csv' }]);
    const [blob] = blobs;
    if (blob === undefined) throw new Error('No file was made');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    await expect(readBlob(blob)).resolves.toBe('a,b\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoke).toHaveBeenCalledWith('blob:purchases');
  });
});
