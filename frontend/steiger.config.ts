import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

// The FSD recommended rules, unchanged. The plugin's .d.ts imports @steiger/toolkit, which it
// bundles but does not install, so its types do not resolve; steiger's own config type stands in.
const recommended = fsd.configs.recommended as unknown as Parameters<typeof defineConfig>[0];

export default defineConfig(recommended);
