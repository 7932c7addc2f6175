// TRSE, EVNT, FINT and PLAC: trainsets, events, the first-init counter and include placement parameters.
import { StructBuilder } from '../../../core/builder';
import { formatFloat } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { count, enumU8, flag, sid, sids, stringText, unit } from '../fields';
import { eventType } from '../enums';
import type { ChunkRead } from './index';
import { RecordChunk } from './record-chunk';
import { RecordScan } from './scan';

function keyValues(r: StructBuilder, ctx: Eu7Context, countName: string, name: string): void {
  const n = count(r, ctx, countName, 8);
  r.array(name, 'KeyValue', n, (kv) => { sid(kv, ctx, 'key'); sid(kv, ctx, 'value'); });
}

function scanKeyValues(s: RecordScan): void {
  const n = s.count(8);
  for (let i = 0; i < n; i++) {
    s.sid('key');
    s.sid('value');
  }
}

export const trseRecords: RecordChunk = {
  type: 'Trainset', noun: 'trainsets', minSize: 32,
  read(r, ctx) {
    const name = sid(r, ctx, 'name');
    sid(r, ctx, 'track');
    r.f32('offset', unit('m'));
    r.f32('velocity', unit('km/h'));
    keyValues(r, ctx, 'assignment_count', 'assignments');
    const vehicles = count(r, ctx, 'vehicle_count', 4);
    r.struct('vehicle_indices', `u32[${vehicles}]`, (a) => { for (let i = 0; i < vehicles; i++) a.u32(`[${i}]`, { show: (v) => `DYNM[${v}]` }); });
    const couplings = count(r, ctx, 'coupling_count', 4);
    r.struct('couplings', `i32[${couplings}]`, (a) => { for (let i = 0; i < couplings; i++) a.i32(`[${i}]`); });
    r.u32('driver_index');
    return `${quote(stringText(ctx, name))}, ${vehicles} vehicles`;
  },
  scan(s) {
    s.sid('name');
    s.sid('track');
    s.skip(8);
    scanKeyValues(s);
    s.countedSkip(4);
    s.countedSkip(4);
    s.skip(4);
  },
};

export const evntRecords: RecordChunk = {
  type: 'Event', noun: 'events', minSize: 30,
  read(r, ctx) {
    const name = sid(r, ctx, 'name');
    const type = enumU8(r, ctx, 'type', eventType, 'event type');
    const delay = r.f32('delay', unit('s'));
    sids(r, ctx, 'targets', count(r, ctx, 'target_count', 4));
    r.f32('delay_random', unit('s'));
    r.f32('delay_departure', unit('s'));
    flag(r, 'ignored');
    flag(r, 'passive');
    keyValues(r, ctx, 'payload_count', 'payload');
    return `${eventType[type] ?? type} ${quote(stringText(ctx, name))}${delay ? ` after ${formatFloat(delay)} s` : ''}`;
  },
  scan(s) {
    s.sid('name');
    s.enumU8(eventType, 'type', 'event type');
    s.skip(4);
    s.sids(s.count(4), 'targets');
    s.skip(4 + 4 + 1 + 1);
    scanKeyValues(s);
  },
};

export function readFint(s: StructBuilder): ChunkRead {
  const n = s.u32('first_init_count');
  return { summary: `${n} objects need first init`, body: { kind: 'first-init', count: n } };
}

export function readPlac(s: StructBuilder): ChunkRead {
  const params: number[] = [];
  for (const f of ['origin_x_param', 'origin_y_param', 'origin_z_param', 'rotation_y_param']) {
    params.push(s.u8(f, { show: (v) => (v ? `parameter ${v}` : 'none') }));
  }
  return { summary: params.some((p) => p) ? 'placement from include parameters' : 'no parameterised placement', body: { kind: 'placement', params } };
}

