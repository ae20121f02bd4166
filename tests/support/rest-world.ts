import { PERMISSIONS } from '@app/db/enums';
import type { TestApp } from './app.ts';

export type User = Awaited<ReturnType<TestApp['userWithToken']>>;

/** The logged-in callers every fixture may use (created once per test file). */
export async function restWorld(t: TestApp) {
  return {
    admin: await t.userWithToken('admin'),
    customer: await t.userWithToken('customer'),
    supplier: await t.userWithToken('supplier'),
    rider: await t.userWithToken('delivery'),
    subAdmin: await t.userWithToken('sub_admin', { permissions: [...PERMISSIONS] }),
    subAdminNone: await t.userWithToken('sub_admin', { permissions: [] }),
  };
}
export type RestWorld = Awaited<ReturnType<typeof restWorld>>;

/** One valid call of a route: who calls, the concrete path, and what it sends. */
export interface RestCall {
  token?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Fixture = (t: TestApp, w: RestWorld) => Promise<RestCall>;

export const expectOk = (res: { status: number; data: unknown }, what: string) => {
  if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data as Record<string, any>;
};

let serial = 0;
/** A number no other fixture call of this run has used (unique e-mails, names, keys). */
export const unique = () => `${++serial}-${Date.now()}`;
