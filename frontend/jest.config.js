// Component and model tests run as native ESM (react-router 8 ships ESM only), transformed by
// @swc/jest because ts-jest refuses TypeScript 7. Run with NODE_OPTIONS=--experimental-vm-modules.
/** @type {import('@swc/core').Options} */
const swcOptions = {
  swcrc: false,
  module: { type: 'es6' },
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    // @effector/swc-plugin 0.8.1 is left out: its wasm cannot be loaded by @swc/core 1.16.22.
  },
};

/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/test/jsdom-environment.js',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(ts|tsx)$': ['@swc/jest', swcOptions] },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/test/style-stub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup-tests.ts'],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  clearMocks: true,
  restoreMocks: true,
  // A bound on waiting, never a measure of speed: typing into a form took over 5 s (Jest's
  // default) at a load of 10 on two cores, beside another `make test`.
  testTimeout: 30_000,
  // make test runs two workers; one past this much memory after a test file is replaced, so no
  // process carries ~400 files' module graphs (as the backend's integration workers).
  workerIdleMemoryLimit: '1GB',
};
