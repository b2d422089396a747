/** CLI output goes to stdout/stderr directly: these are scripts, not the app's pino logger. */
export function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/**
 * Runs a CLI entry point; a failure becomes one line on stderr and exit code 1, so callers such
 * as `make start` can show it as-is.
 */
export function runCli(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${name} failed: ${message.replace(/\s+/g, ' ').trim()}\n`);
    process.exitCode = 1;
  });
}
