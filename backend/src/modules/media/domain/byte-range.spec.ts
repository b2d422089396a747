import { selectRange } from './byte-range.js';

const SIZE = 10_000;

describe('selectRange', () => {
  it.each([
    ['bytes=0-1', 0, 1],
    ['bytes=100-', 100, SIZE - 1],
    ['bytes=-500', SIZE - 500, SIZE - 1],
    ['bytes=-20000', 0, SIZE - 1],
    ['bytes=9000-99999', 9000, SIZE - 1],
    ['bytes=9999-9999', 9999, 9999],
    ['BYTES=5-9', 5, 9],
    ['bytes= 5-9 ,', 5, 9],
    ['bytes=0-1, 20000-', 0, 1],
  ])('%s is one partial range', (header, start, end) => {
    expect(selectRange(header, SIZE)).toEqual({ kind: 'partial', start, end });
  });

  it.each([
    ['no header', undefined],
    ['another unit', 'items=0-1'],
    ['no equals sign', 'bytes 0-1'],
    ['last before first', 'bytes=9-5'],
    ['letters', 'bytes=a-b'],
    ['a lone dash', 'bytes=-'],
    ['an empty set', 'bytes='],
    ['a negative start', 'bytes=--5'],
    ['several satisfiable ranges', 'bytes=0-1,5-9'],
  ])('%s means the whole file', (_label, header) => {
    expect(selectRange(header, SIZE)).toEqual({ kind: 'whole' });
  });

  it.each([
    ['a start at the size', `bytes=${SIZE}-`],
    ['a start beyond the size', 'bytes=20000-20001'],
    ['a zero-length suffix', 'bytes=-0'],
    ['only ranges beyond the end', 'bytes=20000-,30000-'],
  ])('%s is unsatisfiable', (_label, header) => {
    expect(selectRange(header, SIZE)).toEqual({ kind: 'unsatisfiable' });
  });

  it('finds nothing to satisfy in an empty file', () => {
    expect(selectRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(selectRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
