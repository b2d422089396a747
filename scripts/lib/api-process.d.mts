export declare function startApiProcess(
  root: string,
  env: NodeJS.ProcessEnv,
  options: { label: string; cleanUp: () => Promise<unknown> },
): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
