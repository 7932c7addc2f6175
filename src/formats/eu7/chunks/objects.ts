// MEMC, LAUN, DYNM and SOND: the scenery's logic objects (memory cells, event launchers, vehicles, sounds).
import { formatFloat } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { flag, sid, slimNode, stringText, unit, vec3 } from '../fields';
import { RecordChunk } from './record-chunk';
import * as S from './scan';
import { counted, msg } from '../../../core/translatable';

const nameOf = (ctx: Eu7Context, id: number) => quote(stringText(ctx, id));

export const memcRecords: RecordChunk = {
  type: 'MemCell',
  noun: (n) => counted(n, 'memory cell'),
  minSize: 17,
  read(r, ctx) {
    slimNode(r, ctx);
    const text = sid(r, ctx, 'text');
    const v1 = r.f32('value1');
    const v2 = r.f32('value2');
    sid(r, ctx, 'track_name');
    return `${nameOf(ctx, text)} ${formatFloat(v1)} ${formatFloat(v2)}`;
  },
  layout: [S.slimNode, S.sid('text'), S.skip(8), S.sid('track_name')],
};

export const launRecords: RecordChunk = {
  type: 'EventLauncher',
  noun: (n) => counted(n, 'event launcher'),
  minSize: 50,
  read(r, ctx) {
    slimNode(r, ctx);
    vec3(r, 'location', ' m');
    r.f32('radius_squared', unit('m²'));
    sid(r, ctx, 'activation_key_raw');
    r.i32('activation_key');
    r.f32('delta_time', { show: (v) => (v === -1 ? msg`no limit` : `${formatFloat(v)} s`) });
    const e1 = sid(r, ctx, 'event1_name');
    sid(r, ctx, 'event2_name');
    r.i32('launch_hour', { show: (v) => (v === -1 ? msg`any` : String(v)) });
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
  },
  layout: [
    S.slimNode,
    S.skip(12 + 4),
    S.sid('activation_key_raw'),
    S.skip(4 + 4),
    S.sid('event1_name'),
    S.sid('event2_name'),
    S.skip(4 + 4),
    S.flag(S.sid('memcell_name'), S.sid('compare_text'), S.skip(12)),
    S.skip(1),
  ],
};

const DYNM_STRINGS = ['mmd_file', 'track_name', 'driver_type', 'load_type', 'coupling_params', 'coupling_raw'];

export const dynmRecords: RecordChunk = {
  type: 'Dynamic',
  noun: (n) => counted(n, 'vehicle'),
  minSize: 51,
  read(r, ctx) {
    slimNode(r, ctx);
    const folder = sid(r, ctx, 'data_folder');
    const skin = sid(r, ctx, 'skin_file');
    for (const f of DYNM_STRINGS) sid(r, ctx, f);
    r.f32('offset', { show: (v) => (v === -1 ? msg`auto` : `${formatFloat(v)} m`) });
    r.i32('coupling');
    r.i32('load_count');
    r.f32('velocity', unit('km/h'));
    if (flag(r, 'has_destination')) sid(r, ctx, 'destination');
    if (flag(r, 'has_trainset_index')) r.u32('trainset_index');
    return `${nameOf(ctx, folder)} / ${nameOf(ctx, skin)}`;
  },
  layout: [
    S.slimNode,
    S.sid('data_folder'),
    S.sid('skin_file'),
    ...DYNM_STRINGS.map(S.sid),
    S.skip(16),
    S.flag(S.sid('destination')),
    S.flag(S.skip(4)),
  ],
};

export const sondRecords: RecordChunk = {
  type: 'Sound',
  noun: (n) => counted(n, 'sound'),
  minSize: 17,
  read(r, ctx) {
    slimNode(r, ctx);
    vec3(r, 'location', ' m');
    return nameOf(ctx, sid(r, ctx, 'wav_file'));
  },
  layout: [S.slimNode, S.skip(12), S.sid('wav_file')],
};
