// Determined repairs of an EU7B file. Decode already reads a chunk whose size was found wrong with its real size,
// and encode counts every chunk size from what it writes: re-encoding the model is the repair.
import { Diagnostic } from '../../core/diagnostics';
import { Decoded } from '../../core/format';
import { encodeEu7 } from './encode';
import { Eu7Model } from './model';
import { eu7Rules } from './rules';

export function fixEu7(decoded: Decoded<Eu7Model>, _bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  if (!decoded.model || !d.fix) return undefined;
  return d.code === eu7Rules.chunkSizeWrong.code ? encodeEu7(decoded.model) : undefined;
}
