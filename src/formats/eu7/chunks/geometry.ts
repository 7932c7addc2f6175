// TERR, MESH and LINE: terrain triangles (batched per 1 km section or legacy triangles), shapes and lines.
import { StructBuilder } from '../../../core/builder';
import { formatFloat } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { PACKED_VERTEX_SIZE, count, enumU8, flag, lighting, packedVertices, records, sid, slimNode, stringText, unit, vec3, vec3s } from '../fields';
import { flagNames, lineSubtype, meshSubtype } from '../enums';
import { eu7Rules } from '../rules';

const TerrFlag = { translucent: 1, lighting: 2, batched: 4 } as const;
const terrFlagNames: [number, string][] = Object.entries(TerrFlag).map(([k, v]) => [v, k]);

export function readTerr(s: StructBuilder, ctx: Eu7Context): string {
  const flags = s.u8('flags', { show: (v) => flagNames(v, terrFlagNames) });
  const material = stringText(ctx, sid(s, ctx, 'material'));
  if (flags & TerrFlag.lighting) lighting(s);
  if (flags & TerrFlag.batched) {
    const n = count(s, ctx, 'batch_count', 12);
    s.array('batches', 'TerrainBatch', n, (b) => {
      const x = b.i32('section_x');
      const z = b.i32('section_z');
      const at = b.c.pos;
      const vertices = count(b, ctx, 'vertex_count', PACKED_VERTEX_SIZE);
      if (vertices % 3 !== 0) ctx.report(eu7Rules.terrVertexCount, at, 4, `batch (${x}, ${z}): ${vertices} vertices is not a multiple of 3`);
      packedVertices(b, 'vertices', vertices);
    });
    return `${quote(material)}, ${n} batches`;
  }
  const n = count(s, ctx, 'triangle_count', 3 * PACKED_VERTEX_SIZE);
  packedVertices(s, 'vertices', 3 * n);
  return `${quote(material)}, ${n} triangles`;
}

export function readMesh(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'Shape', 24, (r) => {
    const subtype = enumU8(r, ctx, 'subtype', meshSubtype, 'shape subtype');
    slimNode(r, ctx);
    flag(r, 'translucent');
    const material = stringText(ctx, sid(r, ctx, 'material_path'));
    if (flag(r, 'has_lighting')) lighting(r);
    vec3(r, 'origin');
    const vertices = count(r, ctx, 'vertex_count', PACKED_VERTEX_SIZE);
    packedVertices(r, 'vertices', vertices);
    return `${meshSubtype[subtype] ?? subtype} ${quote(material)}, ${vertices} vertices`;
  });
  return `${n} shapes`;
}

export function readLine(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'Line', 23, (r) => {
    const subtype = enumU8(r, ctx, 'subtype', lineSubtype, 'line subtype');
    slimNode(r, ctx);
    if (flag(r, 'has_lighting')) lighting(r);
    const width = r.f32('line_width', unit('px'));
    vec3(r, 'origin');
    const vertices = count(r, ctx, 'vertex_count', 12);
    vec3s(r, 'positions', vertices);
    return `${lineSubtype[subtype] ?? subtype}, width ${formatFloat(width)}, ${vertices} points`;
  });
  return `${n} lines`;
}

