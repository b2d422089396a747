export declare const WORKER_SUFFIX: string;
export declare function workerEnvironment(
  env: NodeJS.ProcessEnv,
  workerId: number,
): Partial<NodeJS.ProcessEnv>;
export declare const workerDatabaseNames: (runDatabase: string, count: number) => string[];
