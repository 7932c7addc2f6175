// PWRS: traction power sources (substations): position, voltage, resistance and fuse timings.
import { StructBuilder } from '../../../core/builder';
import { Eu7Context } from '../context';
import { enumU8, records, slimNode, unit, vec3 } from '../fields';
import { powerModifier } from '../enums';

export function readPwrs(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'PowerSource', 46, (r) => {
    slimNode(r, ctx);
    vec3(r, 'position');
    const volts = r.f32('nominal_voltage', unit('V'));
    r.f32('voltage_frequency', unit('Hz'));
    r.f32('internal_resistance_legacy');
    r.f32('internal_resistance', unit('Ω'));
    r.f32('max_output_current', unit('A'));
    r.f32('fast_fuse_timeout', unit('s'));
    r.f32('fast_fuse_repetition', unit('s'));
    r.f32('slow_fuse_timeout', unit('s'));
    enumU8(r, ctx, 'modifier', powerModifier, 'power source modifier');
    return `${volts} V`;
  });
  return `${n} power sources`;
}
