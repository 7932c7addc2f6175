// Raw deflate inflated with a bound on what it makes, in plain JavaScript (fflate), so it runs wherever the code
// does: a format's compressed data, a map archive's entries on the web.
import { Inflate } from 'fflate';
import { joinBytes } from './join-bytes';

/** Compressed bytes handed to the inflater at once, so that output past the bound is refused early. */
const STEP = 4096;

/** Inflates `packed` (raw deflate, with or without a final block) to at most `max` bytes; undefined if corrupt. */
export function inflateBounded(packed: Uint8Array, max: number): Uint8Array | undefined {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate((chunk) => {
    const kept = chunk.subarray(0, Math.min(chunk.length, max - size));
    chunks.push(kept.slice());
    size += kept.length;
  });
  try {
    for (let p = 0; p < packed.length && size < max; p += STEP) inflater.push(packed.subarray(p, p + STEP), false);
  } catch {
    return undefined;
  }
  return joinBytes(chunks);
}
