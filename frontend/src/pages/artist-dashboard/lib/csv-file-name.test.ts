/** @jest-environment node */
import { csvFileName } from './csv-file-name';

describe('csvFileName', () => {
  test("the server's name from Content-Disposition", () => {
    expect(
      csvFileName('attachment; filename="encore-analytics-2026-10-30-to-2026-11-26.csv"', {
        range: '28d',
      }),
    ).toBe('encore-analytics-2026-10-30-to-2026-11-26.csv');
    expect(csvFileName("attachment; filename*=UTF-8''figures-2026.csv", { range: '7d' })).toBe(
      'figures-2026.csv',
    );
    expect(csvFileName('attachment; filename=plain.csv', { range: '7d' })).toBe('plain.csv');
  });

  test('no header, or a name that is unsafe or not a CSV: one made from the range', () => {
    expect(csvFileName(null, { range: '90d' })).toBe('encore-analytics-90d.csv');
    expect(
      csvFileName('attachment; filename="../../etc/passwd.csv"', {
        range: 'custom',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    ).toBe('encore-analytics-2026-01-01-to-2026-01-31.csv');
    expect(csvFileName('attachment; filename="figures.exe"', {})).toBe(
      'encore-analytics-latest.csv',
    );
    expect(csvFileName("attachment; filename*=UTF-8''%E0%A4%A.csv", { range: '7d' })).toBe(
      'encore-analytics-7d.csv',
    );
  });
});
