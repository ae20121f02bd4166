import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The package as published: `npm pack` of the built SDK, installed in a fresh project that has only
// the tarball, its peers and @types/node (from the npm cache), never the workspace (@app/api,
// @app/db) or the server's dependencies. The project type-checks the shipped examples and a file
// using both clients and verifyWebhook with the repository's TypeScript, then runs under Node.

const root = new URL('../../', import.meta.url).pathname;
const sdk = join(root, 'packages/sdk');
const dir = mkdtempSync(join(tmpdir(), 'mkt-sdk-pack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const run = promisify(execFile);
const versionOf = (dep: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', dep, 'package.json'), 'utf8')) as { version: string })
    .version;

// Uses both clients (typed calls, never sent: the fetch below answers) and verifyWebhook.
const USE = `import { createHmac } from 'node:crypto';
import { createMarketplaceClient, createRestClient, verifyWebhook, type RouterOutputs } from '@supply-and-beyond/sdk';

const seen: string[] = [];
const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  seen.push(\`\${request.method} \${new URL(request.url).pathname} \${request.headers.get('authorization')}\`);
  return Response.json({ id: 'prd_1', stock_quantity: 120 });
};
const rest = createRestClient({ baseUrl: 'http://m.example/', apiKey: 'sk_sup_test', fetch });
const { data } = await rest.PUT('/api/supplier/products/{id}/stock', {
  params: { path: { id: 'prd_1' } },
  body: { stock_quantity: 120 },
});
const stock: number | undefined = data?.stock_quantity;
const trpc = createMarketplaceClient({ baseUrl: 'http://m.example', token: 'tok', fetch });
const product: RouterOutputs['catalog']['byId'] | null = null;
const body = '{"id":"evt_1"}';
const t = Math.floor(Date.now() / 1000);
const signature = \`t=\${t},v1=\${createHmac('sha256', 'whsec_1').update(\`\${t}.\${body}\`).digest('hex')}\`;
const valid = await verifyWebhook('whsec_1', body, { 'x-webhook-signature': signature });
console.log(JSON.stringify({ seen, stock, valid, trpc: typeof trpc.catalog.list.query, product }));
`;

// The types are real, not \`any\`: lines 3 to 6 are each an error.
const MISUSE = `import { createMarketplaceClient, createRestClient } from '@supply-and-beyond/sdk';
const m = createMarketplaceClient({ baseUrl: 'http://localhost:8787' });
await m.cart.add.mutate({ product_id: 'prd_1', quantity: 'two' });
(await m.catalog.list.query({})).products[0]?.no_such_field;
await createRestClient({ baseUrl: '', apiKey: 'k' }).PUT('/api/supplier/products/{id}/stock', { params: { path: { id: 'p' } }, body: { stock: 1 } });
await createRestClient({ baseUrl: '' }).GET('/api/no-such-path');
export {};
`;

describe('the packed @supply-and-beyond/sdk', () => {
  it('ships only built files whose declarations import nothing but its dependencies', async () => {
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir], { cwd: sdk });
    const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
    expect(packed!.files.map((f) => f.path).sort()).toEqual([
      'CHANGELOG.md',
      'LICENSE',
      'README.md',
      'dist/index.d.ts',
      'dist/index.js',
      'examples/create-key.ts',
      'examples/place-order.ts',
      'examples/sync-stock.ts',
      'package.json',
    ]);
    const dts = readFileSync(join(sdk, 'dist/index.d.ts'), 'utf8');
    const imports = [...new Set([...dts.matchAll(/from '([^']+)'/g)].map((m) => m[1]))].sort();
    expect(imports).toEqual(['@trpc/client', '@trpc/server', 'openapi-fetch']);
    expect(dts).not.toMatch(/@app\/|drizzle|hono|passwordHash/);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'integrator',
        private: true,
        type: 'module',
        dependencies: {
          '@supply-and-beyond/sdk': `file:./${packed!.filename}`,
          '@trpc/client': versionOf('@trpc/client'),
          '@trpc/server': versionOf('@trpc/server'),
          '@types/node': versionOf('@types/node'),
        },
      }),
    );
  });

  it('installs in a fresh project, type-checks its examples and both clients, and runs', async () => {
    // Only the npm registry is reachable from CI; every package is already in its cache.
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir });
    cpSync(join(dir, 'node_modules/@supply-and-beyond/sdk/examples'), join(dir, 'examples'), {
      recursive: true,
    });
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/use.ts'), USE);
    writeFileSync(join(dir, 'src/misuse.ts'), MISUSE);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          skipLibCheck: false,
          types: ['node'],
          outDir: 'out',
        },
        include: ['examples/*.ts', 'src/*.ts'],
      }),
    );
    // One compile: every error is one of misuse.ts's, and each of its lines fails. tRPC's own
    // optional adapters (ws) are not ours to check.
    const errors = await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc')], {
      cwd: dir,
    }).then(
      () => [] as string[],
      (e: { stdout: string }) =>
        e.stdout
          .split('\n')
          .filter((l) => /^\S/.test(l) && !l.startsWith('node_modules/@trpc/server/dist/adapters/')),
    );
    expect(errors.filter((l) => !l.startsWith('src/misuse.ts('))).toEqual([]);
    const failing = new Set(errors.map((l) => Number(/^src\/misuse\.ts\((\d+),/.exec(l)?.[1])));
    expect([...failing].sort()).toEqual([3, 4, 5, 6]);
    expect(errors.join('\n')).toMatch(/no_such_field/);

    // tsc still emits JavaScript next to misuse.ts's errors: run the compiled use.ts on Node.
    const { stdout } = await run(process.execPath, [join(dir, 'out/src/use.js')], { cwd: dir });
    expect(JSON.parse(stdout)).toEqual({
      seen: ['PUT /api/supplier/products/prd_1/stock Bearer sk_sup_test'],
      stock: 120,
      valid: true,
      trpc: 'function',
      product: null,
    });
  }, 120_000);
});
