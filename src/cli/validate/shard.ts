// `validate --shard i/n`: one of n parts of the files, so CI runners can split a large map collection. Every
// runner computes the same parts from the same checkout: files are dealt largest first to the part with the fewest
// bytes so far (ties by path), so parts take about the same time even where map sizes differ by a thousand times.
import { promises as fs } from 'node:fs';
import { UsageError } from '../args';
import { diskPath } from '../../input/archive-input';
import { Target } from '../../check/collect';
import { msg } from '../../core/translatable';

export interface Shard {
  /** 1-based, as the option is written. */
  index: number;
  count: number;
}

export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!(count >= 1 && index >= 1 && index <= count))
    throw new UsageError(msg`--shard must be i/n with 1 <= i <= n, e.g. 2/4 (not ${text})`);
  return { index, count };
}

/** The targets of shard `shard.index` of `shard.count`, in their original order. */
export function pickShard(targets: readonly Target[], sizes: readonly number[], shard: Shard): Target[] {
  const order = targets.map((_, i) => i);
  order.sort((a, b) => sizes[b] - sizes[a] || compare(targets[a].file, targets[b].file));
  const load = new Array<number>(shard.count).fill(0);
  const mine = new Set<number>();
  for (const i of order) {
    let least = 0;
    for (let s = 1; s < shard.count; s++) if (load[s] < load[least]) least = s;
    load[least] += sizes[i];
    if (least === shard.index - 1) mine.add(i);
  }
  return targets.filter((_, i) => mine.has(i));
}

/** Sizes for dealing: a file's own, an archive entry's archive, 0 when it cannot be read (reported later anyway). */
export function targetSizes(targets: readonly Target[]): Promise<number[]> {
  return Promise.all(
    targets.map(async (t) => {
      const stat = await fs.stat(diskPath(t.input)).catch(() => undefined);
      return stat?.isFile() ? stat.size : 0;
    }),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
