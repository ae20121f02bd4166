// The import rules of the package graph and of the API's domains, checked by `npm run lint`.
// Paths are the resolved files (workspace packages resolve through their symlinks to packages/…),
// and type-only imports count.
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const DOMAIN_FOLDERS = [
  'accounts',
  'analytics',
  'approvals',
  'audit',
  'business',
  'cart',
  'channels',
  'catalog',
  'claims',
  'contracts',
  'credit',
  'delivery',
  'invoices',
  'keys',
  'notifications',
  'orders',
  'payments',
  'reliability',
  'search',
  'settlements',
  'site',
  'slots',
  'spend',
  'standing',
  'terms',
  'webhooks',
];
// Not domains, so not held to the domain rules below.
const INFRASTRUCTURE_FOLDERS = ['access', 'http', 'messages', 'operations', 'rest', 'scheduled', 'shared'];

// dependency-cruiser has no rule for a folder nobody declared: a new folder in packages/api/src
// would silently escape the domain rules, so loading this config fails instead.
for (const entry of readdirSync(join(__dirname, 'packages/api/src'), { withFileTypes: true })) {
  if (
    entry.isDirectory() &&
    !DOMAIN_FOLDERS.includes(entry.name) &&
    !INFRASTRUCTURE_FOLDERS.includes(entry.name)
  ) {
    throw new Error(
      `packages/api/src/${entry.name}/ is an undeclared folder: add it to DOMAIN_FOLDERS or INFRASTRUCTURE_FOLDERS in .dependency-cruiser.cjs`,
    );
  }
}

const DOMAINS = `(${DOMAIN_FOLDERS.join('|')})`;
const DOMAIN = `^packages/api/src/${DOMAINS}/`;
// A domain's operations (operations/op.ts): router.ts, and <audience>-router.ts in a large domain.
const TRANSPORT = '/[a-z-]*router[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'db-imports-nothing-above',
      comment: 'packages/db is the bottom of the graph: api and seed import it, never the other way.',
      severity: 'error',
      from: { path: '^packages/db/' },
      to: { path: '^(packages/(api|seed|sdk|ui)|apps)/' },
    },
    {
      name: 'api-imports-no-seed-or-app',
      comment: 'packages/api sits below the seeds and the runtime entries.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^(packages/(seed|sdk)|apps)/' },
    },
    {
      name: 'spa-imports-no-db',
      comment: 'The SPA reads known values through @app/api (e.g. @app/api/enums), never @app/db.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^packages/db/' },
    },
    {
      name: 'domain-code-imports-no-transport',
      comment:
        "A domain's logic knows nothing of tRPC or HTTP: only its router files import trpc.ts, root.ts, app.ts, routers, operations/, http/, rest/, hono or @trpc/server.",
      severity: 'error',
      // The payment providers are adapters of a port (ports.ts): the sandbox serves its own checkout page.
      from: { path: DOMAIN, pathNot: [TRANSPORT, '^packages/api/src/payments/(sandbox|razorpay)[.]ts$'] },
      to: {
        path: [
          '^packages/api/src/(trpc|root|app)[.]ts$',
          `^packages/api/src/[^/]+${TRANSPORT}`,
          '^packages/api/src/(http|rest|operations)/',
          '(^|/)node_modules/(hono|@hono/[^/]+|@trpc/server)/',
        ],
      },
    },
    {
      name: 'domain-imports-other-domains-through-index',
      comment: 'Another domain is reached only through its index.ts.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: DOMAIN, pathNot: ['^packages/api/src/$1/', `${DOMAIN}index[.]ts$`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(apps|packages)/[^/]+/(dist|dist-ssr)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
