import 'reflect-metadata';

import { writeFileSync } from 'node:fs';

import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/index.js';
import { buildOpenApiDocument } from '../platform/http/index.js';

/**
 * `npm run openapi:emit -- <file>`: writes the OpenAPI document the running API would serve at
 * /api/docs-json, with stable key order so the generated client diffs cleanly.
 */
const sortKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sortKeys(v)]),
        )
      : value;

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('Usage: openapi-emit <output.json>');
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    SPA_DIR: '',
    EMBEDDED_WORKER: 'false',
  });
  const app = await createApp(config);
  try {
    await app.init();
    writeFileSync(out, JSON.stringify(sortKeys(buildOpenApiDocument(app)), null, 2) + '\n');
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
