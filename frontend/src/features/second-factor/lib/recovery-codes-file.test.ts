/** @jest-environment node */
import { recoveryCodesFile } from './recovery-codes-file';

const textOf = (href: string): string => {
  const prefix = 'data:text/plain;charset=utf-8,';
  expect(href.startsWith(prefix)).toBe(true);
  return decodeURIComponent(href.slice(prefix.length));
};

describe('recoveryCodesFile', () => {
  test('names the account, says how the codes work, one code a line', () => {
    const file = recoveryCodesFile(['abcd-efgh-jkmn-pqrs', 'tvwx-yz01-2345-6789'], 'ada@x.test');
    expect(file.name).toBe('encore-recovery-codes.txt');
    expect(textOf(file.href).split('\r\n')).toEqual([
      'Encore recovery codes for ada@x.test',
      'Each code works once, in place of a code from your authenticator app.',
      '',
      'abcd-efgh-jkmn-pqrs',
      'tvwx-yz01-2345-6789',
      '',
    ]);
  });

  test('without an account name the title stands alone', () => {
    expect(textOf(recoveryCodesFile(['a'], null).href)).toMatch(/^Encore recovery codes\r\n/);
  });
});
