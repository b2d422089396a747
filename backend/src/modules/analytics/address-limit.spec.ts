import { addressKey, hitsByAddress, limitVerdicts } from './address-limit.js';

const window = (count: number) => ({ count, resetsInSeconds: 42 });

describe('the per-address limit of a batch', () => {
  it('counts each address once per arrival', () => {
    expect(hitsByAddress(['10.0.0.1', '10.0.0.2', '10.0.0.1'])).toEqual(
      new Map([
        [addressKey('10.0.0.1'), 2],
        [addressKey('10.0.0.2'), 1],
      ]),
    );
  });

  it('lets arrivals through up to the limit, in order, and names the wait for the rest', () => {
    const ips = ['a', 'b', 'a', 'a'];
    // 'a' had 8 hits before this batch (11 after its 3 here), 'b' none: limit 10.
    const windows = new Map([
      [addressKey('a'), window(11)],
      [addressKey('b'), window(1)],
    ]);
    expect(limitVerdicts(ips, windows, 10)).toEqual([null, null, null, 42]);
  });

  it('refuses everything from an address already over the limit', () => {
    expect(limitVerdicts(['a', 'a'], new Map([[addressKey('a'), window(12)]]), 10)).toEqual([
      42, 42,
    ]);
  });
});
