import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

// The published declarations stand alone: an integrator has @app/sdk and its peer dependencies
// (@trpc/client, @trpc/server), never the private workspace packages (@app/api, @app/db) or the
// server's own dependencies.

const root = new URL('../../', import.meta.url).pathname;
const sdk = join(root, 'packages/sdk');
const dir = mkdtempSync(join(tmpdir(), 'mkt-sdk-consumer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A project with only the built package and its peers installed. */
function consumerProject() {
  const pkg = join(dir, 'node_modules/@app/sdk');
  mkdirSync(pkg, { recursive: true });
  cpSync(join(sdk, 'dist'), join(pkg, 'dist'), { recursive: true });
  cpSync(join(sdk, 'package.json'), join(pkg, 'package.json'));
  for (const dep of ['@trpc/client', '@trpc/server', '@types/node']) {
    mkdirSync(join(dir, 'node_modules', dep.split('/')[0]!), { recursive: true });
    symlinkSync(join(root, 'node_modules', dep), join(dir, 'node_modules', dep), 'dir');
  }
  cpSync(join(sdk, 'examples'), join(dir, 'examples'), { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'integrator', private: true, type: 'module' }),
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
      },
      include: ['examples/*.ts', 'misuse.ts'],
    }),
  );
}

/** tsc's errors; tRPC's own optional adapters (ws) are not ours to check, everything else is. */
const tsc = (cwd: string) =>
  promisify(execFile)(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', cwd]).then(
    () => '',
    (e: { stdout: string }) =>
      e.stdout
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('node_modules/@trpc/server/dist/adapters/'))
        .join('\n'),
  );

describe('the built declarations of @app/sdk', () => {
  it('import nothing but the peer dependencies', () => {
    const dts = readFileSync(join(sdk, 'dist/index.d.ts'), 'utf8');
    const imports = [...dts.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect([...new Set(imports)].sort()).toEqual(['@trpc/client', '@trpc/server']);
    expect(dts).not.toMatch(/@app\/|drizzle|hono|passwordHash/);
  });

  it('type-check the examples in a project without the workspace, and catch misuse', async () => {
    consumerProject();
    expect(await tsc(dir)).toBe('');

    // The types are real, not `any`: a wrong input and a wrong field are errors.
    writeFileSync(
      join(dir, 'misuse.ts'),
      `import { createMarketplaceClient } from '@app/sdk';
const m = createMarketplaceClient({ baseUrl: 'http://localhost:8787' });
await m.cart.add.mutate({ product_id: 'prd_1', quantity: 'two' });
const page = await m.catalog.list.query({});
page.products[0]?.no_such_field;
export {};
`,
    );
    const errors = await tsc(dir);
    expect(errors).toMatch(
      /misuse\.ts\(3,.*quantity|misuse\.ts\(3,.*'string' is not assignable to type 'number'/s,
    );
    expect(errors).toMatch(/misuse\.ts\(5,.*no_such_field/);
  }, 300_000); // two tsc runs; on a busy 2-core runner each can take a minute or more
});
