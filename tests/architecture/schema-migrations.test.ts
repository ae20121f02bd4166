import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const DIFFERS = 'the drizzle schema differs from the committed migrations: run `npm run db:generate`';
const root = new URL('../..', import.meta.url).pathname;

describe('drizzle schema and committed migrations', () => {
  it('generating from the schema would write no new migration', () => {
    const out = execFileSync(`${root}node_modules/.bin/tsx`, ['scripts/schema-drift.ts'], {
      cwd: root,
      encoding: 'utf8',
    });
    const { statements = [], differences = [] } = JSON.parse(out) as {
      statements?: string[];
      differences?: string[];
    };
    expect(differences, DIFFERS).toEqual([]);
    expect(statements, DIFFERS).toEqual([]);
  });
});
