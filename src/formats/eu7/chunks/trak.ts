// TRAK: tracks. Slim node, track kind and physics, an optional visibility block, Bézier paths and tail keywords.
import { StructBuilder } from '../../../core/builder';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { count, enumU8, flag, sid, slimNode, stringText, unit, vec3 } from '../fields';
import { TAIL_CUSTOM, tailKeyword, trackCategory, trackEnvironment, trackType } from '../enums';
import { RecordChunk } from './record-chunk';
import * as S from './scan';
import { counted, msg } from '../../../core/translatable';

const MAX_PATHS = 65536;
const MAX_TAILS = 256;
const PATH_SIZE = 4 * 12 + 3 * 4;
const TAIL_MIN = 5;
/** length, track_width, friction, sound_distance, quality_flag, damage_flag. */
const PHYSICS_SIZE = 6 * 4;

export const trakRecords: RecordChunk = {
  type: 'Track',
  noun: (n) => counted(n, 'track'),
  minSize: 36,
  read(r, ctx) {
    slimNode(r, ctx);
    const type = enumU8(r, ctx, 'track_type', trackType, msg`track type`);
    enumU8(r, ctx, 'category', trackCategory, msg`track category`);
    const length = r.f32('length', unit('m'));
    r.f32('track_width', unit('m'));
    r.f32('friction');
    r.f32('sound_distance', unit('m'));
    r.i32('quality_flag');
    r.i32('damage_flag');
    enumU8(r, ctx, 'environment', trackEnvironment, msg`track environment`);
    if (flag(r, 'has_visibility')) visibility(r, ctx);
    const paths = count(r, ctx, 'path_count', PATH_SIZE, MAX_PATHS);
    r.array('paths', 'TrackPath', paths, (p) => {
      vec3(p, 'p_start', ' m');
      p.f32('roll_start', unit('°'));
      vec3(p, 'cp_out', ' m');
      vec3(p, 'cp_in', ' m');
      vec3(p, 'p_end', ' m');
      p.f32('roll_end', unit('°'));
      p.f32('radius', { show: (v) => (v === 0 ? msg`straight` : `${v} m`) });
    });
    const tails = count(r, ctx, 'tail_count', TAIL_MIN, MAX_TAILS);
    r.array('tail', 'TailKeyword', tails, (t) => {
      if (enumU8(t, ctx, 'code', tailKeyword, msg`tail keyword`) === TAIL_CUSTOM) sid(t, ctx, 'custom_key');
      sid(t, ctx, 'value');
    });
    return `${trackType[type] ?? type}, ${length} m`;
  },
  layout: [
    S.slimNode,
    S.enumU8(trackType, 'track_type', msg`track type`),
    S.enumU8(trackCategory, 'category', msg`track category`),
    S.skip(PHYSICS_SIZE),
    S.enumU8(trackEnvironment, 'environment', msg`track environment`),
    // Visibility: material1, tex_length, material2, tex_height1, tex_width, tex_slope.
    S.flag(S.sid('material1'), S.skip(4), S.sid('material2'), S.skip(12)),
    S.counted(PATH_SIZE, MAX_PATHS),
    S.repeat(
      TAIL_MIN,
      MAX_TAILS,
      S.enumU8(tailKeyword, 'code', msg`tail keyword`),
      S.whenLast(TAIL_CUSTOM, S.sid('custom_key')),
      S.sid('value'),
    ),
  ],
};

function visibility(r: StructBuilder, ctx: Eu7Context): void {
  let material = '';
  r.struct(
    'visibility',
    'TrackVisibility',
    (v) => {
      material = stringText(ctx, sid(v, ctx, 'material1'));
      v.f32('tex_length', unit('m'));
      sid(v, ctx, 'material2');
      v.f32('tex_height1', unit('m'));
      v.f32('tex_width', unit('m'));
      v.f32('tex_slope', unit('m'));
    },
    () => quote(material),
  );
}
