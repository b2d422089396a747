/** @jest-environment node */
import { deviceRows, listenerRows, platformRows } from './shares';

describe('splits', () => {
  test('platforms with names, counts and shares of the whole', () => {
    expect(
      platformRows([
        { key: 'mobile', plays: 1100 },
        { key: 'desktop', plays: 740 },
      ]),
    ).toEqual([
      {
        key: 'mobile',
        label: 'Mobile',
        count: 1100,
        share: 1100 / 1840,
        text: '1,100 plays (60%)',
      },
      { key: 'desktop', label: 'Desktop', count: 740, share: 740 / 1840, text: '740 plays (40%)' },
    ]);
  });

  test('browser families keep their own names; nothing played gives zero shares', () => {
    expect(deviceRows([{ key: 'Firefox', plays: 0 }])).toEqual([
      { key: 'Firefox', label: 'Firefox', count: 0, share: 0, text: '0 plays (0%)' },
    ]);
  });

  test('new and returning listeners', () => {
    expect(listenerRows({ new: 120, returning: 300 }).map((row) => row.text)).toEqual([
      '120 listeners (29%)',
      '300 listeners (71%)',
    ]);
  });
});
