import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../packages/api/src/http/group-commit.ts';

// Group commit (decision 0104): rows that arrive together share one write, and each caller learns
// whether its own row was stored. No timing is asserted: only which rows went in which write.

describe('group commit', () => {
  it('with a linger, rows sent together share one write', async () => {
    const writes: number[][] = [];
    const store = groupCommit<number>(async (rows) => void writes.push(rows), { lingerMs: 5 });
    await Promise.all([1, 2, 3, 4, 5].map(store));
    expect(writes).toEqual([[1, 2, 3, 4, 5]]);
  });

  it('without one, an idle queue writes the first row at once and the rest share the next write', async () => {
    const writes: number[][] = [];
    const store = groupCommit<number>(async (rows) => void writes.push(rows));
    await Promise.all([1, 2, 3].map(store));
    expect(writes).toEqual([[1], [2, 3]]);
  });

  it('keeps batches within maxBatch and tells every caller of a failed write', async () => {
    const writes: number[][] = [];
    const store = groupCommit<number>(
      async (rows) => {
        writes.push(rows);
        if (rows.includes(3)) throw new Error('disk full');
      },
      { lingerMs: 5, maxBatch: 2 },
    );
    const answers = await Promise.allSettled([1, 2, 3, 4, 5].map(store));
    expect(writes).toEqual([[1, 2], [3, 4], [5]]);
    expect(answers.map((a) => a.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
  });
});
