// Determined repairs of an EU7v2 file: a damaged magic, when the rest is an EU7v2 file, is written back as "EU7C" by
// encoding the model with it.
import { Diagnostic } from '../../../core/diagnostics';
import { Decoded } from '../../../core/format';
import { encodeEu7v2 } from './encode';
import { MAGIC } from './layout';
import { Eu7v2Model } from './model';
import { eu7v2Rules } from './rules';

export function fixEu7v2(decoded: Decoded<Eu7v2Model>, _bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  if (!decoded.model || !d.fix || d.code !== eu7v2Rules.badMagic.code) return undefined;
  return encodeEu7v2({ ...decoded.model, magic: MAGIC });
}
