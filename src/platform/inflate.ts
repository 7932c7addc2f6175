// A zip entry's raw deflate stream inflated, and its CRC-32: Node's zlib (native, the faster) where the program runs
// in Node, plain JavaScript anywhere else. Each Node entry point chooses zlib (node/use.ts); the JavaScript one is the
// default, so a program that does not choose is slower, never broken.
import { crc32 } from '../core/crc32';
import { inflateBounded } from '../core/inflate';

/** The stream makes more than the bound it was inflated with. */
export class InflatedTooLarge extends Error {}

export interface RawInflate {
  /** `packed` inflated to at most `limit` bytes; throws InflatedTooLarge past it, another Error when corrupt. */
  inflateRaw(packed: Uint8Array, limit: number): Uint8Array;
  crc32(bytes: Uint8Array): number;
}

const portable: RawInflate = {
  inflateRaw(packed, limit) {
    const out = inflateBounded(packed, limit + 1);
    if (!out) throw new Error('invalid deflate data');
    if (out.length > limit) throw new InflatedTooLarge();
    return out;
  },
  crc32,
};

let chosen = portable;

export function useInflate(inflate: RawInflate): void {
  chosen = inflate;
}

export function rawInflate(): RawInflate {
  return chosen;
}
