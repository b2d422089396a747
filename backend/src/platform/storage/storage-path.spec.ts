import { STORAGE_PATH_MAX_LENGTH, toStoragePath } from './storage-path.js';

describe('toStoragePath', () => {
  it.each([
    'audio/track.mp3',
    'previews/a b (live).mp3',
    'images/x/y/z.webp',
    '%2e%2e/x.mp3',
    'a..b/c',
  ])('accepts the canonical relative path %j', (path) => {
    expect(toStoragePath(path)).toBe(path);
  });

  it.each([
    ['empty', ''],
    ['absolute', '/etc/passwd'],
    ['parent segment', '../secrets.json'],
    ['parent segment inside', 'audio/../../secrets.json'],
    ['trailing parent', 'audio/..'],
    ['current-directory segment', './audio/x.mp3'],
    ['double slash', 'audio//x.mp3'],
    ['trailing slash', 'audio/'],
    ['backslash', 'audio\\..\\..\\x'],
    ['NUL byte', 'audio/x.mp3\u0000.png'],
    ['newline', 'audio/x\n.mp3'],
    ['decoded %2e%2e', decodeURIComponent('%2e%2e/%2e%2e/secrets.json')],
    ['decoded %2f', decodeURIComponent('audio%2f..%2f..%2fsecrets.json')],
    ['decoded %5c', decodeURIComponent('..%5c..%5csecrets.json')],
    ['too long', `audio/${'a'.repeat(STORAGE_PATH_MAX_LENGTH)}.mp3`],
  ])('rejects %s', (_label, path) => {
    expect(toStoragePath(path)).toBeNull();
  });
});
