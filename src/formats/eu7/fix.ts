// Determined repairs of an EU7B file. Decode already reads a chunk whose size was found wrong with its real size,
// and PIDX entries with the offsets and counts the PACK sections determine; encode counts every chunk size and
// writes PIDX from the sections: re-encoding the model is the repair, also of a damaged magic (the model then gets
// "EU7B"). A node's flags byte is set in place (record runs are kept as bytes), also for a file read in pages
// (fixEu7InPlace).
import type { ByteChange } from '../../core/byte-change';
import { Diagnostic } from '../../core/diagnostics';
import { Decoded } from '../../core/format';
import { encodeEu7 } from './encode';
import { MAGIC } from './layout';
import { Eu7Model } from './model';
import { eu7Rules } from './rules';

const REENCODED = new Set([eu7Rules.chunkSizeWrong.code, eu7Rules.pidxMismatch.code]);

export function fixEu7(decoded: Decoded<Eu7Model>, bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  if (!decoded.model || !d.fix) return undefined;
  if (d.code === eu7Rules.badMagic.code) return encodeEu7({ ...decoded.model, magic: MAGIC });
  if (d.code === eu7Rules.nodeSpan.code && typeof d.fix.value === 'number')
    return withByte(bytes, d.offset, d.fix.value);
  return REENCODED.has(d.code) ? encodeEu7(decoded.model) : undefined;
}

/** The fix of fixEu7 that sets a byte in place: a node's flags. */
export function fixEu7InPlace(decoded: Decoded<Eu7Model>, d: Diagnostic): ByteChange[] | undefined {
  if (!decoded.model || d.code !== eu7Rules.nodeSpan.code || typeof d.fix?.value !== 'number') return undefined;
  return [{ offset: d.offset, bytes: Uint8Array.of(d.fix.value) }];
}

function withByte(bytes: Uint8Array, at: number, value: number): Uint8Array {
  const out = bytes.slice();
  out[at] = value;
  return out;
}
