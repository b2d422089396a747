// Unit tests (*.spec.ts beside the code) and integration tests (test/**/*.e2e-spec.ts) share one
// transform: @swc/jest, because ts-jest refuses TypeScript 7 (docs/adr/0003-esm-ts7-swc-jest.md).
import { readFileSync } from 'node:fs';

const swcrc = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }] },
};

export default {
  // Integration specs run in workers (make test: two, each with its own database copy and Redis
  // namespace, test/worker-isolation.mjs); a worker past this much memory after a spec file is
  // replaced, so no process carries ~100 files' module graphs and their garbage collection.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
      setupFiles: ['<rootDir>/test/setup-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/timeouts.ts'],
    },
  ],
};
