// Unit tests (*.spec.ts beside the code) and integration tests (test/*.e2e-spec.ts: the server on
// loopback, driven by the official stripe SDK, a browser-like form post and a webhook receiver
// that checks every signature; no database), transformed by @swc/jest like the backend's
// (ts-jest refuses TypeScript 7, docs/adr/0003).
import { readFileSync } from 'node:fs';

const swcrc = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcrc, swcrc: false }] },
};

export default {
  // Real HTTP and timers on a shared, loaded machine: more than Jest's 5 s default per test and
  // hook (Jest reads `testTimeout` only from the global config, not from a project's).
  testTimeout: 30_000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...shared, displayName: 'integration', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
