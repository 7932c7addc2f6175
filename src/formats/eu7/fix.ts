// Determined repairs of an EU7B file. Decode already reads a chunk whose size was found wrong with its real size,
// and PIDX entries with the offsets and counts the PACK sections determine; encode counts every chunk size and
// writes PIDX from the sections: re-encoding the model is the repair.
import { Diagnostic } from '../../core/diagnostics';
import { Decoded } from '../../core/format';
import { encodeEu7 } from './encode';
import { Eu7Model } from './model';
import { eu7Rules } from './rules';

const REENCODED = new Set([eu7Rules.chunkSizeWrong.code, eu7Rules.pidxMismatch.code]);

export function fixEu7(decoded: Decoded<Eu7Model>, _bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  if (!decoded.model || !d.fix) return undefined;
  return REENCODED.has(d.code) ? encodeEu7(decoded.model) : undefined;
}
