import {
  formatBytes,
  formatTimeLeft,
  nextThroughput,
  NO_THROUGHPUT,
  percentSent,
  secondsLeft,
  uploadFiguresText,
} from './upload-progress';

const MB = 1024 * 1024;

describe('throughput', () => {
  test('the first report only starts the clock', () => {
    expect(nextThroughput(NO_THROUGHPUT, { at: 1_000, bytes: MB })).toEqual({
      bytesPerSecond: null,
      last: { at: 1_000, bytes: MB },
    });
  });

  test('a second report a second later measures the rate', () => {
    const first = nextThroughput(NO_THROUGHPUT, { at: 0, bytes: 0 });
    expect(nextThroughput(first, { at: 1_000, bytes: 2 * MB }).bytesPerSecond).toBe(2 * MB);
  });

  test('reports closer than half a second are not measured', () => {
    const first = nextThroughput(NO_THROUGHPUT, { at: 0, bytes: 0 });
    expect(nextThroughput(first, { at: 100, bytes: MB })).toBe(first);
  });

  test('later rates move the average by a share, so one slow second does not swing it', () => {
    let throughput = nextThroughput(NO_THROUGHPUT, { at: 0, bytes: 0 });
    throughput = nextThroughput(throughput, { at: 1_000, bytes: 10 * MB });
    throughput = nextThroughput(throughput, { at: 2_000, bytes: 10 * MB });
    expect(throughput.bytesPerSecond).toBeCloseTo(7 * MB);
  });

  test('an upload that starts over starts measuring over', () => {
    const running = { bytesPerSecond: 5 * MB, last: { at: 5_000, bytes: 20 * MB } };
    expect(nextThroughput(running, { at: 6_000, bytes: 0 })).toEqual({
      bytesPerSecond: null,
      last: { at: 6_000, bytes: 0 },
    });
  });
});

describe('percent, time left and sizes', () => {
  test('the percentage is 100 only at the last byte', () => {
    expect(percentSent(0, 0)).toBe(0);
    expect(percentSent(996, 1_000)).toBe(99);
    expect(percentSent(1_000, 1_000)).toBe(100);
    expect(percentSent(250, 1_000)).toBe(25);
  });

  test('time left needs a speed', () => {
    expect(secondsLeft(10, 110, null)).toBeNull();
    expect(secondsLeft(10, 110, 0)).toBeNull();
    expect(secondsLeft(10, 110, 20)).toBe(5);
  });

  test.each([
    [0, '0 B'],
    [812, '812 B'],
    [831_488, '812 KB'],
    [50_541_363, '48.2 MB'],
    [1_449_551_462, '1.35 GB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  test.each([
    [2, 'a few seconds left'],
    [38, 'about 40 s left'],
    [170, 'about 3 min left'],
    [3_600, 'about 1 h left'],
    [4_810, 'about 1 h 20 min left'],
  ])('%i seconds read as %s', (seconds, text) => {
    expect(formatTimeLeft(seconds)).toBe(text);
  });
});

describe('uploadFiguresText', () => {
  test('sent, speed and time left', () => {
    expect(
      uploadFiguresText({
        bytesSent: 12 * MB,
        bytesTotal: 48 * MB,
        bytesPerSecond: 1.2 * MB,
        paused: false,
      }),
    ).toBe('12.0 MB of 48.0 MB · 1.20 MB/s · about 30 s left');
  });

  test('while the speed is unknown, and while paused', () => {
    const figures = { bytesSent: MB, bytesTotal: 4 * MB, bytesPerSecond: null };
    expect(uploadFiguresText({ ...figures, paused: false })).toBe(
      '1.00 MB of 4.00 MB · measuring speed…',
    );
    expect(uploadFiguresText({ ...figures, paused: true })).toBe('1.00 MB of 4.00 MB · paused');
  });
});
