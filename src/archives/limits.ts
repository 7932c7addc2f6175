// What a hostile archive may cost. The directory declares every entry's size before anything is unpacked, so
// entries beyond these bounds are refused up front instead of being decompressed to find out.
import { ArchiveEntry } from './archive';
import { msg, type Text } from '../core/translatable';

export interface ArchiveLimits {
  /** Entries listed; a real map archive holds a few hundred. */
  maxEntries: number;
  /** Declared unpacked size of one entry (the largest maps are around 200 MB). */
  maxEntryBytes: number;
  /** Unpacked bytes per packed byte above which a large entry or solid block is taken for a bomb. */
  maxRatio: number;
  /** Below this unpacked size the ratio is not checked (small files of zeros compress very well). */
  ratioFloorBytes: number;
  /** Unpacked bytes of all the entries one validation (or one open archive) reads together. */
  maxTotalBytes: number;
}

export const defaultLimits: ArchiveLimits = {
  maxEntries: 100_000,
  maxEntryBytes: 1 << 30,
  maxRatio: 1000,
  ratioFloorBytes: 64 << 20,
  maxTotalBytes: 1 << 30,
};

/** The limits with a total budget of `mb` MiB (0 or less: the default). */
export function withBudgetMB(mb: number, limits: ArchiveLimits = defaultLimits): ArchiveLimits {
  return mb > 0 ? { ...limits, maxTotalBytes: Math.round(mb * 1024 * 1024) } : limits;
}

/** Unpacked and packed bytes of each solid block, from the entries' declared sizes. */
export function blockSizes(entries: readonly ArchiveEntry[]): Map<number, { unpacked: number; packed: number }> {
  const blocks = new Map<number, { unpacked: number; packed: number }>();
  for (const e of entries) {
    if (e.block === undefined) continue;
    const b = blocks.get(e.block) ?? { unpacked: 0, packed: 0 };
    b.unpacked += e.size;
    b.packed += e.packedSize ?? 0;
    blocks.set(e.block, b);
  }
  return blocks;
}

/** Why reading `entry` is refused, or undefined when it is within bounds. */
export function refusal(
  entry: ArchiveEntry,
  blocks: ReadonlyMap<number, { unpacked: number; packed: number }>,
  limits: ArchiveLimits,
): { rule: 'size' | 'ratio'; message: Text } | undefined {
  if (entry.size > limits.maxEntryBytes)
    return {
      rule: 'size',
      message: msg`declares ${entry.size} bytes unpacked; more than ${limits.maxEntryBytes} are not read`,
    };
  const block = entry.block === undefined ? undefined : blocks.get(entry.block);
  const unpacked = block ? block.unpacked : entry.size;
  const packed = block ? block.packed : (entry.packedSize ?? 0);
  if (unpacked >= limits.ratioFloorBytes && unpacked > packed * limits.maxRatio) {
    const ratio = `${limits.maxRatio}:1`;
    return {
      rule: 'ratio',
      message: block
        ? msg`its solid block unpacks ${unpacked} bytes from ${packed} (more than ${ratio}); not read`
        : msg`it unpacks ${unpacked} bytes from ${packed} (more than ${ratio}); not read`,
    };
  }
  return undefined;
}
