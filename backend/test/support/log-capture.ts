import { PinoLogger } from 'nestjs-pino';
import pino from 'pino';

/**
 * Collects every line the running app's pino logger writes, as an operator would read it
 * (after serializers and redaction). Call after the app has started; the app logs nothing else.
 */
export function captureLogLines(): { lines: () => Record<string, unknown>[]; clear: () => void } {
  const root = PinoLogger.root as unknown as Record<symbol, { write: (line: string) => boolean }>;
  const stream = root[pino.symbols.streamSym];
  if (!stream) throw new Error('the app has no pino destination');
  const written: string[] = [];
  stream.write = (line: string) => {
    written.push(line);
    return true;
  };
  return {
    lines: () =>
      written
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      written.length = 0;
    },
  };
}
