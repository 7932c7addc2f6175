// Determined repairs of an NRes header: the archive as read (its directory found at the file's end) re-encoded with
// the field set. The encoder writes total_size from what it writes, so that fix needs no field of its own.
import { Diagnostic } from '../../../core/diagnostics';
import { Decoded } from '../../../core/format';
import { nresRules } from '../rules';
import type { NResModel } from '../decode';
import { encodeNRes } from './encode';

export function fixNRes(decoded: Decoded<NResModel>, _bytes: Uint8Array, d: Diagnostic): Uint8Array | undefined {
  const a = decoded.model?.archive;
  if (!a || !d.fix) return undefined;
  if (d.code === nresRules.entryCountWrong.code && typeof d.fix.value === 'number')
    return encodeNRes({ ...a, declaredCount: d.fix.value });
  // The encoder writes the magic and total_size from what it writes.
  if (d.code === nresRules.totalSize.code || d.code === nresRules.magic.code) return encodeNRes(a);
  return undefined;
}
