// One flat config for the whole repo: type-checked TypeScript everywhere, React + Effector rules
// for the frontend. typescript-eslint needs the TypeScript 6 API (TS 7 has none yet), so the
// `typescript` package is 6.x while `tsc` for typecheck/build is TS 7 (docs/adr/0003).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import effector from 'eslint-plugin-effector';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.tools/**',
      '.data/**',
      '**/.cache/**',
      'frontend/src/shared/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      'no-console': 'error',
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      // Nest modules, DTOs and entities are decorated classes without members by design.
      '@typescript-eslint/no-extraneous-class': 'off',
      // DTO classes describe reply shapes for OpenAPI; replies are plain objects of that shape.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    // The demo catalogue tool sees the backend only through its public entries: what it may use is
    // listed in backend/src/public/tools.ts (and its tests' helpers in test/support/tools-testing.ts).
    files: ['tools/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@encore/backend(?!/tools$)',
              message: 'Import the backend only through @encore/backend/tools.',
            },
            {
              regex: '(^|/)backend/(src|test|dist)(/|$)',
              message: 'Import the backend only through @encore/backend/tools.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and their support (a tool's test/ folder) may also use the backend's shared test support.
    files: ['tools/**/*.spec.ts', 'tools/**/*.e2e-spec.ts', 'tools/*/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@encore/backend(?!/(tools|testing)$)',
              message: 'Import the backend only through @encore/backend/tools or /testing.',
            },
            {
              regex: '(^|/)backend/(src|test|dist)(/|$)',
              message: 'Import the backend only through @encore/backend/tools or /testing.',
            },
          ],
        },
      ],
    },
  },
  {
    // The backend loads the test checkout (when no STRIPE_SECRET_KEY is set), so the checkout
    // imports nothing of it, not even its public entries: that would be a package cycle. What it
    // needs (keys, prices, where to deliver webhooks, a logger) it is given as options.
    files: ['tools/test-checkout/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@encore/backend',
              message: 'The test checkout takes what it needs as options, never from the backend.',
            },
            {
              regex: '(^|/)backend/(src|test|dist)(/|$)',
              message: 'The test checkout takes what it needs as options, never from the backend.',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools and process entry points talk to the operator on the console.
    files: [
      'backend/src/cli/**/*.ts',
      'backend/src/main.ts',
      'backend/src/worker.ts',
      'scripts/**/*.{js,mjs,ts}',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // Jest's asymmetric matchers (expect.any, objectContaining) are typed `any` by design.
    files: ['backend/test/**/*.ts', '**/*.spec.ts', '**/*.e2e-spec.ts', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { ...effector.flatConfigs.recommended, files: ['frontend/src/**/*.{ts,tsx}'] },
  { ...effector.flatConfigs.react, files: ['frontend/src/**/*.{ts,tsx}'] },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
);
