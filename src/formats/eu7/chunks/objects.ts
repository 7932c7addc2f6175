// MEMC, LAUN, DYNM and SOND: the scenery's logic objects (memory cells, event launchers, vehicles, sounds).
import { StructBuilder } from '../../../core/builder';
import { formatFloat } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { flag, records, sid, slimNode, stringText, unit, vec3 } from '../fields';

const nameOf = (ctx: Eu7Context, id: number) => quote(stringText(ctx, id));

export function readMemc(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'MemCell', 17, (r) => {
    slimNode(r, ctx);
    const text = sid(r, ctx, 'text');
    const v1 = r.f32('value1');
    const v2 = r.f32('value2');
    sid(r, ctx, 'track_name');
    return `${nameOf(ctx, text)} ${formatFloat(v1)} ${formatFloat(v2)}`;
  });
  return `${n} memory cells`;
}

export function readLaun(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'EventLauncher', 50, (r) => {
    slimNode(r, ctx);
    vec3(r, 'location');
    r.f32('radius_squared', unit('m²'));
    sid(r, ctx, 'activation_key_raw');
    r.i32('activation_key');
    r.f32('delta_time', { show: (v) => (v === -1 ? 'no limit' : `${formatFloat(v)} s`) });
    const e1 = sid(r, ctx, 'event1_name');
    sid(r, ctx, 'event2_name');
    r.i32('launch_hour', { show: (v) => (v === -1 ? 'any' : String(v)) });
    r.i32('launch_minute');
    if (flag(r, 'has_condition')) {
      r.struct('condition', 'LaunchCondition', (c) => {
        sid(c, ctx, 'memcell_name');
        sid(c, ctx, 'compare_text');
        c.f32('compare_value1');
        c.f32('compare_value2');
        c.i32('check_mask');
      });
    }
    flag(r, 'train_triggered');
    return `→ ${nameOf(ctx, e1)}`;
  });
  return `${n} event launchers`;
}

export function readDynm(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'Dynamic', 51, (r) => {
    slimNode(r, ctx);
    const folder = sid(r, ctx, 'data_folder');
    const skin = sid(r, ctx, 'skin_file');
    for (const f of ['mmd_file', 'track_name', 'driver_type', 'load_type', 'coupling_params', 'coupling_raw']) sid(r, ctx, f);
    r.f32('offset', { show: (v) => (v === -1 ? 'auto' : `${formatFloat(v)} m`) });
    r.i32('coupling');
    r.i32('load_count');
    r.f32('velocity', unit('km/h'));
    if (flag(r, 'has_destination')) sid(r, ctx, 'destination');
    if (flag(r, 'has_trainset_index')) r.u32('trainset_index');
    return `${nameOf(ctx, folder)} / ${nameOf(ctx, skin)}`;
  });
  return `${n} vehicles`;
}

export function readSond(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'Sound', 17, (r) => {
    slimNode(r, ctx);
    vec3(r, 'location');
    return nameOf(ctx, sid(r, ctx, 'wav_file'));
  });
  return `${n} sounds`;
}
