// Fails when frontend/src/shared/api/{openapi.json,schema.gen.ts} differ from what the backend's
// current DTOs produce: run `make api` and commit the result.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { API_CLIENT_DIR, generateApiClient } from './lib/api-client.mjs';

const fresh = mkdtempSync(join(tmpdir(), 'encore-api-'));
generateApiClient(fresh);
const read = (dir, name) => {
  try {
    return readFileSync(join(dir, name), 'utf8');
  } catch {
    return null;
  }
};
const stale = ['openapi.json', 'schema.gen.ts'].filter(
  (name) => read(API_CLIENT_DIR, name) !== read(fresh, name),
);
if (stale.length > 0) {
  console.error(`The typed API client is stale (${stale.join(', ')}): run "make api" and commit.`);
  process.exit(1);
}
console.log('The typed API client matches the backend.');
