// The largest file the editor and the CLI read: both hold a file's bytes in memory, so a file past the limit is
// refused with this message before anything is allocated, instead of a failed allocation or a machine swapping.

/** 4 GiB: the largest Buffer Node 20 can allocate, which is what the CLI reads a file into. */
export const MAX_READ_BYTES = 2 ** 32;

export function formatSize(bytes: number): string {
  return bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(1)} GiB` : `${(bytes / 2 ** 20).toFixed(1)} MiB`;
}

/** Why a file of `size` bytes is not read (undefined when it is within `limit`). */
export function tooLarge(name: string, size: number, limit: number, setting?: string): string | undefined {
  if (size <= limit) return undefined;
  return (
    `${name} is ${formatSize(size)}, more than the ${formatSize(limit)} Hex Atlas reads into memory` +
    (setting ? ` (${setting})` : '') +
    '.'
  );
}
