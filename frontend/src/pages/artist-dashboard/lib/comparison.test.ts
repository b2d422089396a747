/** @jest-environment node */
import { compare } from './comparison';

const PREVIOUS = 'the previous 28 days';

describe('compare', () => {
  test('a rise and a fall in whole percent of the previous period', () => {
    expect(compare(1840, 1600, PREVIOUS)).toEqual({
      direction: 'up',
      percent: 15,
      label: '▲ 15%',
      description: 'Up 15% on the previous 28 days',
    });
    expect(compare(1370, 1400, PREVIOUS)).toMatchObject({
      direction: 'down',
      percent: 2,
      label: '▼ 2%',
      description: 'Down 2% on the previous 28 days',
    });
  });

  test('from nothing to something has no percentage: "New"', () => {
    expect(compare(212, 0, PREVIOUS)).toEqual({
      direction: 'new',
      percent: null,
      label: 'New',
      description: 'None in the previous 28 days',
    });
  });

  test('nothing to nothing, equal values and changes under half a percent read "No change"', () => {
    expect(compare(0, 0, PREVIOUS).label).toBe('No change');
    expect(compare(500, 500, PREVIOUS).direction).toBe('flat');
    expect(compare(1001, 1000, PREVIOUS)).toMatchObject({ direction: 'flat', label: 'No change' });
  });

  test('down to zero is −100 %, huge rises are capped in the text', () => {
    expect(compare(0, 40, PREVIOUS).label).toBe('▼ 100%');
    expect(compare(3, 1, PREVIOUS).label).toBe('▲ 200%');
    expect(compare(1_000_000, 1, PREVIOUS)).toMatchObject({
      percent: 99_999_900,
      label: '▲ >9,999%',
    });
  });
});
