import { describe, expect, it } from 'vitest';
import { poolSize, runPool } from '../../src/channel/pool';

/** A task whose runs finish when the test says, recording how many run at once and on which slots. */
function controlled() {
  const waiting: { item: number; slot: number; finish(v: number): void; fail(e: Error): void }[] = [];
  let running = 0;
  let most = 0;
  const run = (item: number, slot: number) =>
    new Promise<number>((resolve, reject) => {
      running++;
      most = Math.max(most, running);
      const end = () => running--;
      waiting.push({
        item,
        slot,
        finish: (v) => (end(), resolve(v)),
        fail: (e) => (end(), reject(e)),
      });
    });
  return { run, waiting, most: () => most };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('runPool', () => {
  it('keeps at most `size` items in flight, each slot busy with one, and reports every result', async () => {
    const c = controlled();
    const done: [number, unknown, number][] = [];
    const all = runPool([1, 2, 3, 4, 5], {
      size: 2,
      run: c.run,
      done: (item, outcome, n) => done.push([item, 'result' in outcome ? outcome.result : outcome.error.message, n]),
    });
    await tick();
    expect(c.waiting.map((w) => [w.item, w.slot])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    c.waiting[1].finish(20); // slot 1 frees first and takes the next item
    await tick();
    expect(c.waiting.slice(2).map((w) => [w.item, w.slot])).toEqual([[3, 1]]);
    c.waiting[0].fail(new Error('broken'));
    await tick();
    for (let i = 2; i < c.waiting.length; i++) c.waiting[i].finish(c.waiting[i].item * 10);
    await tick();
    for (let i = 4; i < c.waiting.length; i++) c.waiting[i].finish(c.waiting[i].item * 10);
    expect(await all).toEqual({ finished: 5, cancelled: false });
    expect(c.most()).toBe(2);
    expect(done.map((d) => d[0]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(done.find((d) => d[0] === 1)?.[1]).toBe('broken');
    expect(done.find((d) => d[0] === 2)?.[1]).toBe(20);
    expect(done.map((d) => d[2])).toEqual([1, 2, 3, 4, 5]);
  });

  it('hands out no more items once cancelled', async () => {
    const c = controlled();
    let stop = false;
    const all = runPool([1, 2, 3, 4], { size: 2, run: c.run, done: () => undefined, cancelled: () => stop });
    await tick();
    stop = true;
    c.waiting[0].finish(1);
    c.waiting[1].finish(2);
    expect(await all).toEqual({ finished: 2, cancelled: true });
    expect(c.waiting.length).toBe(2);
  });

  it('finishes at once with nothing to do', async () => {
    expect(await runPool([], { size: 4, run: async () => 0, done: () => undefined })).toEqual({
      finished: 0,
      cancelled: false,
    });
  });
});

describe('poolSize', () => {
  it('is the cores, at most 4, at least 1', () => {
    expect([poolSize(1), poolSize(2), poolSize(8), poolSize(0)]).toEqual([1, 2, 4, 1]);
  });
});
