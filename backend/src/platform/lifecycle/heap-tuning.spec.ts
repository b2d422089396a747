import { execFileSync } from 'node:child_process';

import { HEAP_FLAGS } from './heap-tuning.js';

describe('heap tuning', () => {
  // setFlagsFromString ignores a flag V8 does not know: a Node upgrade that dropped one would
  // silently bring back a full collection per ~64 MB of uploaded bytes. This Node must know each.
  test.each(HEAP_FLAGS)('this Node’s V8 knows %s', (flag) => {
    const options = execFileSync(process.execPath, ['--v8-options'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    expect(options).toContain(`  ${flag} (`);
  });
});
