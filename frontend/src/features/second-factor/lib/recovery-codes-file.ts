/** A file to download from a link: its name and a data URL of its text (no script, no Blob). */
export interface DownloadableFile {
  name: string;
  href: string;
}

/** The recovery codes as a text file to keep: what they are for, then one code a line. */
export function recoveryCodesFile(
  codes: readonly string[],
  account: string | null,
): DownloadableFile {
  const lines = [
    `Encore recovery codes${account === null ? '' : ` for ${account}`}`,
    'Each code works once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ];
  return {
    name: 'encore-recovery-codes.txt',
    href: `data:text/plain;charset=utf-8,${encodeURIComponent(lines.join('\r\n'))}`,
  };
}
