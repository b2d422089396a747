/**
 * Backend boundaries (docs/architecture.md): modules talk only through each other's index.ts;
 * domain/ holds pure rules (no Nest, no HTTP, no infrastructure); platform/ never depends on a
 * module, nor on the composition root that lists them (modules register their facts there);
 * no cycles.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Type-only cycles (entity A references entity B) vanish at runtime and are fine.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'module-internals',
      comment: 'Import another module only through its index.ts.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: {
        path: '^src/modules/[^/]+/.+',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ must not import Nest, HTTP, Fastify or platform infrastructure.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: {
        path: [
          '^src/platform/(http|database|redis|queue|spa|observability|storage|mail)/',
          '(^|/)node_modules/(@nestjs|fastify|@fastify|ioredis|bullmq)/',
        ],
      },
    },
    {
      name: 'platform-has-no-business-rules',
      comment:
        'platform/ is infrastructure: it must not reach into modules, nor into the composition ' +
        'root (src/*.ts) that imports them. Modules hand it their facts (entities, tables, ' +
        'routes, queues) through the composition root instead.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: ['^src/modules/', '^src/[^/]+\\.ts$'] },
    },
    {
      name: 'public-entry-is-an-exit',
      comment:
        'src/public/ is what the repository tools (tools/demo-catalogue) may import; the app ' +
        'itself never goes through it.',
      severity: 'error',
      from: { pathNot: '^src/public/' },
      to: { path: '^src/public/' },
    },
    {
      name: 'test-checkout-on-demand',
      comment:
        'The built-in test checkout (tools/test-checkout) stands in for Stripe in development and ' +
        'tests and is not in a production install: the app loads it with import() only when no ' +
        'STRIPE_SECRET_KEY is set (payments/built-in-checkout.ts) and otherwise names its types.',
      severity: 'error',
      from: { path: '^src/' },
      to: {
        path: '(^|/)tools/test-checkout/',
        dependencyTypesNot: ['type-only', 'dynamic-import'],
      },
    },
    {
      name: 'no-test-code-in-src',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.spec\\.ts$' },
      to: {
        path: [
          '^test/',
          '(^|/)node_modules/(mpg123-decoder|jest|@nestjs/testing|@20minutes/s3rver)/',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
