// The largest file the editor and the CLI read: both hold a file's bytes in memory, so a file past the limit is
// refused with this message before anything is allocated, instead of a failed allocation or a machine swapping.
import { msg, type Text } from './translatable';

/** 4 GiB: the largest Buffer Node 20 can allocate, which is what the CLI reads a file into. */
export const MAX_READ_BYTES = 2 ** 32;

export function formatSize(bytes: number): Text {
  return bytes >= 2 ** 30 ? msg`${(bytes / 2 ** 30).toFixed(1)} GiB` : msg`${(bytes / 2 ** 20).toFixed(1)} MiB`;
}

/** Why a file of `size` bytes is not read (undefined when it is within `limit`). */
export function tooLarge(name: string, size: number, limit: number, setting?: string): Text | undefined {
  if (size <= limit) return undefined;
  const [sizeText, limitText] = [formatSize(size), formatSize(limit)];
  return setting
    ? msg`${name} is ${sizeText}, more than the ${limitText} Hex Atlas reads into memory (${setting}).`
    : msg`${name} is ${sizeText}, more than the ${limitText} Hex Atlas reads into memory.`;
}
