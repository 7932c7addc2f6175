// TRAC: traction (overhead wire) segments: supply, electrical data, the four wire points and parallel section.
import { quote } from '../../../core/text';
import { enumU8, flag, sid, slimNode, stringText, unit, vec3 } from '../fields';
import { wireMaterial } from '../enums';
import { RecordChunk } from './record-chunk';
import * as S from './scan';
import { counted, msg } from '../../../core/translatable';

const WIRE_POINTS = ['wire_p1', 'wire_p2', 'wire_p3', 'wire_p4'];

export const tracRecords: RecordChunk = {
  type: 'Traction',
  noun: (n) => counted(n, 'wire segment'),
  minSize: 90,
  read(r, ctx) {
    slimNode(r, ctx);
    const supply = sid(r, ctx, 'power_supply_name');
    enumU8(r, ctx, 'material', wireMaterial, msg`wire material`);
    r.f32('nominal_voltage', unit('V'));
    r.f32('max_current', unit('A'));
    r.f32('resistivity', unit('Ω/m'));
    r.f32('resistivity_legacy');
    sid(r, ctx, 'material_raw');
    r.f32('wire_thickness', unit('m'));
    r.i32('damage_flag');
    for (const p of WIRE_POINTS) vec3(r, p, ' m');
    r.f32('min_height', unit('m'));
    r.f32('segment_length', unit('m'));
    r.i32('wire_count');
    r.f32('wire_offset', unit('m'));
    if (flag(r, 'has_parallel')) sid(r, ctx, 'parallel_name');
    return msg`supply ${quote(stringText(ctx, supply))}`;
  },
  layout: [
    S.slimNode,
    S.sid('power_supply_name'),
    S.enumU8(wireMaterial, 'material', msg`wire material`),
    S.skip(4 * 4),
    S.sid('material_raw'),
    S.skip(4 + 4 + 12 * WIRE_POINTS.length + 4 * 4),
    S.flag(S.sid('parallel_name')),
  ],
};
