// MODL: 3D model instances (flat list, used by modules without PACK), and the pieces PROT and PACK share:
// light states and light colours.
import { StructBuilder } from '../../../core/builder';
import { hex } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { count, f32s, flag, sid, slimNode, stringText, u32s, vec3 } from '../fields';
import { RecordChunk } from './record-chunk';
import * as S from './scan';
import { counted } from '../../../core/translatable';

/** u32 light_count + f32 states, u32 color_count + packed RGBA colours. */
export function lights(r: StructBuilder, ctx: Eu7Context): void {
  f32s(r, 'light_states', count(r, ctx, 'light_count', 4));
  u32s(r, 'light_colors', count(r, ctx, 'color_count', 4), (v) => `RGBA ${hex(v, 8)}`);
}

export function placement(r: StructBuilder): void {
  vec3(r, 'location', ' m');
  vec3(r, 'angles', '°');
  vec3(r, 'scale');
}

/** One full model record (MODL, and the solo records of PACK formats 0-5). */
export function modelRecord(r: StructBuilder, ctx: Eu7Context): string {
  slimNode(r, ctx);
  flag(r, 'is_terrain');
  flag(r, 'transition');
  placement(r);
  const file = sid(r, ctx, 'model_file');
  sid(r, ctx, 'texture_file');
  lights(r, ctx);
  return quote(stringText(ctx, file));
}

/** is_terrain, transition, location, angles, scale. */
const FLAGS_AND_PLACEMENT = 2 + 36;

export const modlRecords: RecordChunk = {
  type: 'Model',
  noun: (n) => counted(n, 'model'),
  minSize: 1 + FLAGS_AND_PLACEMENT + 8 + 8,
  read: modelRecord,
  layout: [S.slimNode, S.skip(FLAGS_AND_PLACEMENT), S.sid('model_file'), S.sid('texture_file'), ...S.lights],
};
