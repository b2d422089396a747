// Unit tests (*.spec.ts beside the code) and integration tests (test/*.e2e-spec.ts), transformed
// by @swc/jest like the backend's (ts-jest refuses TypeScript 7, docs/adr/0003). The integration
// tests run in the backend's test environment: its global setup creates and migrates a database
// of their own and builds this tool's CLIs, its teardown drops it, and its timeouts (30 s) apply
// (@encore/backend/testing).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const swcrc = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }] },
};
const backendTesting = (entry) => fileURLToPath(import.meta.resolve(`@encore/backend/${entry}`));

export default {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: backendTesting('testing/global-setup'),
      globalTeardown: backendTesting('testing/global-teardown'),
      setupFilesAfterEnv: [backendTesting('testing/timeouts')],
    },
  ],
};
