/** A configuration problem is one clear sentence; anything else keeps its stack for the operator. */
export function describeStartupError(error: unknown): string {
  if (error instanceof Error) {
    return error.message.startsWith('Invalid environment')
      ? error.message
      : (error.stack ?? error.message);
  }
  return String(error);
}
