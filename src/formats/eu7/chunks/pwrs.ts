// PWRS: traction power sources (substations): position, voltage, resistance and fuse timings.
import { enumU8, slimNode, unit, vec3 } from '../fields';
import { powerModifier } from '../enums';
import { RecordChunk } from './record-chunk';
import * as S from './scan';
import { counted, msg } from '../../../core/translatable';

export const pwrsRecords: RecordChunk = {
  type: 'PowerSource',
  noun: (n) => counted(n, 'power source'),
  minSize: 46,
  read(r, ctx) {
    slimNode(r, ctx);
    vec3(r, 'position', ' m');
    const volts = r.f32('nominal_voltage', unit('V'));
    r.f32('voltage_frequency', unit('Hz'));
    r.f32('internal_resistance_legacy');
    r.f32('internal_resistance', unit('Ω'));
    r.f32('max_output_current', unit('A'));
    r.f32('fast_fuse_timeout', unit('s'));
    r.f32('fast_fuse_repetition', unit('s'));
    r.f32('slow_fuse_timeout', unit('s'));
    enumU8(r, ctx, 'modifier', powerModifier, msg`power source modifier`);
    return `${volts} V`;
  },
  layout: [S.slimNode, S.skip(12 + 8 * 4), S.enumU8(powerModifier, 'modifier', msg`power source modifier`)],
};
