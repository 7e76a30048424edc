import { describe, expect, it } from 'vitest';
import { grouped } from './grouped.ts';

/** A stand-in database call that records each group it is sent and answers when told. */
function recorder(answer: (inputs: number[]) => (string | undefined)[] | Error = (xs) => xs.map((x) => `row ${x}`)) {
  const groups: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (inputs: number[]) =>
    new Promise<(string | undefined)[]>((resolve, reject) => {
      groups.push(inputs);
      pending.push(() => {
        const out = answer(inputs);
        if (out instanceof Error) reject(out);
        else resolve(out);
      });
    });
  // Answers every group sent so far and every group those answers let out.
  const finishAll = async () => {
    await new Promise((r) => setImmediate(r));
    while (pending.length) {
      pending.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { run, groups, pending, finishAll };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('grouped calls (group commit)', () => {
  it('a call alone goes out at once, by itself', async () => {
    const db = recorder();
    const insert = grouped(db.run, { inFlight: 2, maxSize: 10 });
    const answer = insert(7);
    await tick();
    expect(db.groups).toEqual([[7]]);
    await db.finishAll();
    await expect(answer).resolves.toBe('row 7');
  });

  it('calls arriving while the groups in flight are full go out together, each answered with its own row', async () => {
    const db = recorder();
    const insert = grouped(db.run, { inFlight: 1, maxSize: 10 });
    const first = insert(1);
    await tick();
    const later = [2, 3, 4, 5].map((x) => insert(x));
    await tick();
    expect(db.groups).toEqual([[1]]);
    await db.finishAll();
    expect(db.groups).toEqual([[1], [2, 3, 4, 5]]);
    await expect(first).resolves.toBe('row 1');
    await expect(Promise.all(later)).resolves.toEqual(['row 2', 'row 3', 'row 4', 'row 5']);
  });

  it('never has more groups at the database than allowed, nor a group larger than allowed', async () => {
    const db = recorder();
    const insert = grouped(db.run, { inFlight: 2, maxSize: 3 });
    const all = Array.from({ length: 10 }, (_, i) => insert(i));
    await tick();
    expect(db.pending).toHaveLength(2);
    await db.finishAll();
    expect(db.groups.every((g) => g.length <= 3)).toBe(true);
    expect(db.groups.flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await expect(Promise.all(all)).resolves.toEqual(Array.from({ length: 10 }, (_, i) => `row ${i}`));
  });

  it('a call that made no row gets undefined, the others their rows', async () => {
    const db = recorder((xs) => xs.map((x) => (x % 2 ? undefined : `row ${x}`)));
    const insert = grouped(db.run, { inFlight: 1, maxSize: 10 });
    const all = [0, 1, 2, 3].map((x) => insert(x));
    await db.finishAll();
    await expect(Promise.all(all)).resolves.toEqual(['row 0', undefined, 'row 2', undefined]);
  });

  it('a failing group is retried call by call: only the bad call fails, with its own error', async () => {
    const db = recorder((xs) => (xs.includes(3) ? new Error(xs.length > 1 ? 'the group failed' : 'row 3 is bad') : xs.map((x) => `row ${x}`)));
    const insert = grouped(db.run, { inFlight: 1, maxSize: 10 });
    const block = insert(0);
    await tick();
    const calls = [1, 2, 3, 4].map((x) => insert(x));
    const settled = Promise.allSettled(calls);
    await db.finishAll();
    await expect(block).resolves.toBe('row 0');
    const results = await settled;
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['row 1', 'row 2', 'row 3 is bad', 'row 4']);
  });

  it('keeps serving after a failure', async () => {
    let fail = true;
    const db = recorder((xs) => (fail ? new Error('down') : xs.map((x) => `row ${x}`)));
    const insert = grouped(db.run, { inFlight: 1, maxSize: 10 });
    const first = insert(1);
    const firstSettled = first.catch((e: Error) => e.message);
    await db.finishAll();
    await expect(firstSettled).resolves.toBe('down');
    fail = false;
    const second = insert(2);
    await db.finishAll();
    await expect(second).resolves.toBe('row 2');
  });
});
