// TERR, MESH and LINE: terrain triangles (batched per 1 km section or legacy triangles), shapes and lines.
import { StructBuilder } from '../../../core/builder';
import { formatFloat } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import {
  LIGHTING_SIZE,
  PACKED_VERTEX_SIZE,
  count,
  enumU8,
  flag,
  lighting,
  packedVertices,
  sid,
  slimNode,
  stringText,
  unit,
  vec3,
  vec3s,
} from '../fields';
import { flagNames, lineSubtype, meshSubtype } from '../enums';
import { eu7Rules } from '../rules';
import type { ChunkRead } from './index';
import { RecordChunk } from './record-chunk';
import * as S from './scan';
import { counted, msg } from '../../../core/translatable';

const TerrFlag = { translucent: 1, lighting: 2, batched: 4 } as const;
const terrFlagNames: [number, string][] = Object.entries(TerrFlag).map(([k, v]) => [v, k]);

export function readTerr(s: StructBuilder, ctx: Eu7Context): ChunkRead {
  const flags = s.u8('flags', { show: (v) => flagNames(v, terrFlagNames) });
  const materialId = sid(s, ctx, 'material');
  const material = stringText(ctx, materialId);
  const lightingAt = s.c.pos;
  if (flags & TerrFlag.lighting) lighting(s);
  const itemsAt = s.c.pos + 4;
  const body = (count: number) => ({
    kind: 'terrain' as const,
    flags,
    material: materialId,
    lighting: flags & TerrFlag.lighting ? ctx.bytes.subarray(lightingAt, lightingAt + LIGHTING_SIZE) : undefined,
    items: { count, bytes: ctx.bytes.subarray(itemsAt, s.c.pos) },
  });
  if (flags & TerrFlag.batched) {
    const n = count(s, ctx, 'batch_count', 12);
    s.array('batches', 'TerrainBatch', n, (b) => {
      const x = b.i32('section_x');
      const z = b.i32('section_z');
      const at = b.c.pos;
      const vertices = count(b, ctx, 'vertex_count', PACKED_VERTEX_SIZE);
      if (vertices % 3 !== 0)
        ctx.report(
          eu7Rules.terrVertexCount,
          at,
          4,
          msg`batch (${x}, ${z}): ${vertices} vertices is not a multiple of 3`,
        );
      packedVertices(b, 'vertices', vertices);
    });
    return { summary: msg`${quote(material)}, ${counted(n, 'batch', 'batches')}`, body: body(n) };
  }
  const n = count(s, ctx, 'triangle_count', 3 * PACKED_VERTEX_SIZE);
  packedVertices(s, 'vertices', 3 * n);
  return { summary: msg`${quote(material)}, ${counted(n, 'triangle')}`, body: body(n) };
}

export const meshRecords: RecordChunk = {
  type: 'Shape',
  noun: (n) => counted(n, 'shape'),
  minSize: 24,
  read(r, ctx) {
    const subtype = enumU8(r, ctx, 'subtype', meshSubtype, msg`shape subtype`);
    slimNode(r, ctx);
    flag(r, 'translucent');
    const material = stringText(ctx, sid(r, ctx, 'material_path'));
    if (flag(r, 'has_lighting')) lighting(r);
    vec3(r, 'origin', ' m');
    const vertices = count(r, ctx, 'vertex_count', PACKED_VERTEX_SIZE);
    packedVertices(r, 'vertices', vertices);
    return msg`${meshSubtype[subtype] ?? subtype} ${quote(material)}, ${counted(vertices, 'vertex', 'vertices')}`;
  },
  layout: [
    S.enumU8(meshSubtype, 'subtype', msg`shape subtype`),
    S.slimNode,
    S.skip(1),
    S.sid('material_path'),
    S.flag(S.skip(LIGHTING_SIZE)),
    S.skip(12),
    S.counted(PACKED_VERTEX_SIZE),
  ],
};

export const lineRecords: RecordChunk = {
  type: 'Line',
  noun: (n) => counted(n, 'line'),
  minSize: 23,
  read(r, ctx) {
    const subtype = enumU8(r, ctx, 'subtype', lineSubtype, msg`line subtype`);
    slimNode(r, ctx);
    if (flag(r, 'has_lighting')) lighting(r);
    const width = r.f32('line_width', unit('px'));
    vec3(r, 'origin', ' m');
    const vertices = count(r, ctx, 'vertex_count', 12);
    vec3s(r, 'positions', vertices, ' m');
    return msg`${lineSubtype[subtype] ?? subtype}, width ${formatFloat(width)}, ${counted(vertices, 'point')}`;
  },
  layout: [
    S.enumU8(lineSubtype, 'subtype', msg`line subtype`),
    S.slimNode,
    S.flag(S.skip(LIGHTING_SIZE)),
    S.skip(4 + 12),
    S.counted(12),
  ],
};
