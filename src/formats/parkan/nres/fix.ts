// Determined repairs of an NRes header: the magic written in place, or the archive as read (its directory found at
// the file's end) re-encoded with the field set. The encoder writes total_size from what it writes, so that fix needs
// no field of its own.
import { Diagnostic } from '../../../core/diagnostics';
import { Decoded } from '../../../core/format';
import { nresRules } from '../rules';
import type { NResModel } from '../decode';
import { encodeNRes } from './encode';
import { NRES_MAGIC, headerField } from './layout';

export function fixNRes(decoded: Decoded<NResModel>, bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  const a = decoded.model?.archive;
  if (!a || !d.fix) return undefined;
  if (d.code === nresRules.entryCountWrong.code && typeof d.fix.value === 'number')
    return encodeNRes({ ...a, declaredCount: d.fix.value });
  // The encoder writes total_size from what it writes: right only when total_size's own finding offers that fix.
  if (d.code === nresRules.totalSize.code) return encodeNRes(a);
  // The magic alone: total_size may be wrong in a way the file does not settle (its finding then has no fix).
  if (d.code === nresRules.magic.code) {
    const out = bytes.slice();
    out.set(NRES_MAGIC, headerField.magic);
    return out;
  }
  return undefined;
}
