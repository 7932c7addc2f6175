// TRAC: traction (overhead wire) segments: supply, electrical data, the four wire points and parallel section.
import { StructBuilder } from '../../../core/builder';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { enumU8, flag, records, sid, slimNode, stringText, unit, vec3 } from '../fields';
import { wireMaterial } from '../enums';

export function readTrac(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'Traction', 90, (r) => {
    slimNode(r, ctx);
    const supply = sid(r, ctx, 'power_supply_name');
    enumU8(r, ctx, 'material', wireMaterial, 'wire material');
    r.f32('nominal_voltage', unit('V'));
    r.f32('max_current', unit('A'));
    r.f32('resistivity', unit('Ω/m'));
    r.f32('resistivity_legacy');
    sid(r, ctx, 'material_raw');
    r.f32('wire_thickness', unit('m'));
    r.i32('damage_flag');
    for (const p of ['wire_p1', 'wire_p2', 'wire_p3', 'wire_p4']) vec3(r, p);
    r.f32('min_height', unit('m'));
    r.f32('segment_length', unit('m'));
    r.i32('wire_count');
    r.f32('wire_offset', unit('m'));
    if (flag(r, 'has_parallel')) sid(r, ctx, 'parallel_name');
    return `supply ${quote(stringText(ctx, supply))}`;
  });
  return `${n} wire segments`;
}
