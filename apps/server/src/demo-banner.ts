import { DEMO_ACCOUNTS, DEMO_PASSWORD, GROUP_ACCOUNTS } from '@app/seed';

const ROLES = ['customer', 'supplier', 'delivery', 'admin', 'sub_admin'] as const;

/** What the demo prints on start: where it is, and one account per role with the shared password. */
export function demoBanner(url: string): string {
  const rows = ROLES.map((role) => ({
    role: role.replace('_', '-'),
    email: DEMO_ACCOUNTS.find((a) => a.userType === role)?.email ?? '',
  }));
  const width = Math.max(...rows.map((r) => r.role.length)) + 2;
  return [
    `Marketplace ready at ${url}`,
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...rows.map((r) => `  ${r.role.padEnd(width)}${r.email}`),
    // A restaurant group with outlets in two states (decision 0102).
    `  ${'group'.padEnd(width)}${GROUP_ACCOUNTS.map((a) => a.email).join(', ')}`,
  ].join('\n');
}
