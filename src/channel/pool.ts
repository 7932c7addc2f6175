// A bounded pool: runs `items` through `run` with at most `size` in flight, each on a numbered slot (a thread of a
// WorkerPool), and stops handing out items once `cancelled` says so. Items finish in any order.

export interface PoolTask<T, R> {
  size: number;
  run(item: T, slot: number): Promise<R>;
  /** Called as each item finishes, with its result or the error it failed with. */
  done(item: T, outcome: { result: R } | { error: Error }, finished: number): void;
  cancelled?(): boolean;
}

export interface PoolSummary {
  finished: number;
  cancelled: boolean;
}

export async function runPool<T, R>(items: readonly T[], task: PoolTask<T, R>): Promise<PoolSummary> {
  let next = 0;
  let finished = 0;
  const stopped = (): boolean => task.cancelled?.() ?? false;
  const lane = async (slot: number): Promise<void> => {
    while (next < items.length && !stopped()) {
      const item = items[next++];
      let outcome: { result: R } | { error: Error };
      try {
        outcome = { result: await task.run(item, slot) };
      } catch (e) {
        outcome = { error: e instanceof Error ? e : new Error(String(e)) };
      }
      task.done(item, outcome, ++finished);
    }
  };
  const lanes = Math.max(1, Math.min(task.size, items.length));
  await Promise.all(Array.from({ length: lanes }, (_, slot) => lane(slot)));
  return { finished, cancelled: finished < items.length };
}

/** Worker threads for a pool: the machine's cores, at most `max`, at least one. */
export function poolSize(cores: number, max = 4): number {
  return Math.max(1, Math.min(cores, max));
}
