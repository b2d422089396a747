import { jest } from '@jest/globals';
import { shareLink } from './share-link';

const LINK = { title: 'Windfall by Ghost Orchard', url: 'https://encore.example/album/windfall' };

function stubNavigator(share: ((data: ShareData) => Promise<void>) | undefined) {
  const writeText = jest.fn((_text: string) => Promise.resolve());
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

describe('shareLink', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });

  test('uses the Web Share API where there is one', async () => {
    const share = jest.fn((_data: ShareData) => Promise.resolve());
    const writeText = stubNavigator(share);

    await expect(shareLink(LINK)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(LINK);
    expect(writeText).not.toHaveBeenCalled();
  });

  test('copies the address to the clipboard without it', async () => {
    const writeText = stubNavigator(undefined);

    await expect(shareLink(LINK)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(LINK.url);
  });

  test('a dismissed share sheet is not an error and copies nothing', async () => {
    const writeText = stubNavigator(() => Promise.reject(new DOMException('No', 'AbortError')));

    await expect(shareLink(LINK)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });
});
