// The rules' tests, once for both sides: native ESM TypeScript through @swc/jest like the
// workspaces that import the package (ts-jest refuses TypeScript 7, docs/adr/0003).
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        swcrc: false,
        module: { type: 'es6' },
        jsc: { target: 'es2023', parser: { syntax: 'typescript' } },
      },
    ],
  },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
};
