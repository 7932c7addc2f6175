// PROT: model prototypes that PACK instances refer to by index. Version 9 adds the resolved texture, pack flags,
// a reserved word and baked visibility ranges. A 0-byte payload (no count) is what the writer emits for a file
// without models.
import { StructBuilder } from '../../../core/builder';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { flag, records, sid, slimNode, stringText, unit } from '../fields';
import { flagNames, packFlagNames } from '../enums';
import { eu7Rules } from '../rules';
import { lights } from './modl';
import type { ChunkRead } from './index';
import { counted, msg } from '../../../core/translatable';

export function readProt(s: StructBuilder, ctx: Eu7Context): ChunkRead {
  if (s.c.remaining === 0) return { summary: msg`empty (no models)`, body: { kind: 'prot' } };
  const recordsAt = s.c.pos + 4;
  const n = records(s, ctx, 'Prototype', ctx.version >= 9 ? 34 : 19, (r) => {
    slimNode(r, ctx);
    flag(r, 'is_terrain');
    flag(r, 'transition');
    const file = sid(r, ctx, 'model_file');
    sid(r, ctx, 'texture_file');
    lights(r, ctx);
    if (ctx.version >= 9) {
      sid(r, ctx, 'resolved_texture');
      r.u8('pack_flags', { show: (v) => flagNames(v, packFlagNames) });
      const at = r.c.pos;
      if (r.u32('reserved') !== 0) ctx.report(eu7Rules.reserved, at, 4);
      r.f32('range_min', unit('m'));
      r.f32('range_max', { show: (v) => (v === -1 ? msg`unlimited` : `${v} m`) });
    }
    return quote(stringText(ctx, file));
  });
  return {
    summary: counted(n, 'prototype'),
    body: { kind: 'prot', records: { count: n, bytes: ctx.bytes.subarray(recordsAt, s.c.pos) } },
  };
}
