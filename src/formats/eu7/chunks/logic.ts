// TRSE, EVNT, FINT and PLAC: trainsets, events, the first-init counter and include placement parameters.
import { StructBuilder } from '../../../core/builder';
import { formatFloat } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { count, enumU8, flag, sid, sids, stringText, unit } from '../fields';
import { eventType } from '../enums';
import type { ChunkRead } from './index';
import { RecordChunk } from './record-chunk';
import * as S from './scan';
import { counted, msg } from '../../../core/translatable';

function keyValues(r: StructBuilder, ctx: Eu7Context, countName: string, name: string): void {
  const n = count(r, ctx, countName, 8);
  r.array(name, 'KeyValue', n, (kv) => {
    sid(kv, ctx, 'key');
    sid(kv, ctx, 'value');
  });
}

const keyValuesLayout = S.repeat(8, Infinity, S.sid('key'), S.sid('value'));

export const trseRecords: RecordChunk = {
  type: 'Trainset',
  noun: (n) => counted(n, 'trainset'),
  minSize: 32,
  read(r, ctx) {
    const name = sid(r, ctx, 'name');
    sid(r, ctx, 'track');
    r.f32('offset', unit('m'));
    r.f32('velocity', unit('km/h'));
    keyValues(r, ctx, 'assignment_count', 'assignments');
    const vehicles = count(r, ctx, 'vehicle_count', 4);
    r.struct('vehicle_indices', `u32[${vehicles}]`, (a) => {
      for (let i = 0; i < vehicles; i++) a.u32(`[${i}]`, { show: (v) => `DYNM[${v}]` });
    });
    const couplings = count(r, ctx, 'coupling_count', 4);
    r.struct('couplings', `i32[${couplings}]`, (a) => {
      for (let i = 0; i < couplings; i++) a.i32(`[${i}]`);
    });
    r.u32('driver_index');
    return msg`${quote(stringText(ctx, name))}, ${counted(vehicles, 'vehicle')}`;
  },
  layout: [S.sid('name'), S.sid('track'), S.skip(8), keyValuesLayout, S.counted(4), S.counted(4), S.skip(4)],
};

export const evntRecords: RecordChunk = {
  type: 'Event',
  noun: (n) => counted(n, 'event'),
  minSize: 30,
  read(r, ctx) {
    const name = sid(r, ctx, 'name');
    const type = enumU8(r, ctx, 'type', eventType, msg`event type`);
    const delay = r.f32('delay', unit('s'));
    sids(r, ctx, 'targets', count(r, ctx, 'target_count', 4));
    r.f32('delay_random', unit('s'));
    r.f32('delay_departure', unit('s'));
    flag(r, 'ignored');
    flag(r, 'passive');
    keyValues(r, ctx, 'payload_count', 'payload');
    const named = `${eventType[type] ?? type} ${quote(stringText(ctx, name))}`;
    return delay ? msg`${named} after ${formatFloat(delay)} s` : named;
  },
  layout: [
    S.sid('name'),
    S.enumU8(eventType, 'type', msg`event type`),
    S.skip(4),
    S.repeat(4, Infinity, S.sid('targets')),
    S.skip(4 + 4 + 1 + 1),
    keyValuesLayout,
  ],
};

export function readFint(s: StructBuilder): ChunkRead {
  const n = s.u32('first_init_count');
  return { summary: msg`${n} objects need first init`, body: { kind: 'first-init', count: n } };
}

export function readPlac(s: StructBuilder): ChunkRead {
  const params: number[] = [];
  for (const f of ['origin_x_param', 'origin_y_param', 'origin_z_param', 'rotation_y_param']) {
    params.push(s.u8(f, { show: (v) => (v ? msg`parameter ${v}` : msg`none`) }));
  }
  return {
    summary: params.some((p) => p) ? msg`placement from include parameters` : msg`no parameterised placement`,
    body: { kind: 'placement', params },
  };
}
