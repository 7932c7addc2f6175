// TRSE, EVNT, FINT and PLAC: trainsets, events, the first-init counter and include placement parameters.
import { StructBuilder } from '../../../core/builder';
import { formatFloat } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { Eu7Context } from '../context';
import { count, enumU8, flag, records, sid, sids, stringText, unit } from '../fields';
import { eventType } from '../enums';

function keyValues(r: StructBuilder, ctx: Eu7Context, countName: string, name: string): void {
  const n = count(r, ctx, countName, 8);
  r.array(name, 'KeyValue', n, (kv) => { sid(kv, ctx, 'key'); sid(kv, ctx, 'value'); });
}

export function readTrse(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'Trainset', 32, (r) => {
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
  });
  return `${n} trainsets`;
}

export function readEvnt(s: StructBuilder, ctx: Eu7Context): string {
  const n = records(s, ctx, 'Event', 30, (r) => {
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
  });
  return `${n} events`;
}

export function readFint(s: StructBuilder): string {
  return `${s.u32('first_init_count')} objects need first init`;
}

export function readPlac(s: StructBuilder): string {
  const params: number[] = [];
  for (const f of ['origin_x_param', 'origin_y_param', 'origin_z_param', 'rotation_y_param']) {
    params.push(s.u8(f, { show: (v) => (v ? `parameter ${v}` : 'none') }));
  }
  return params.some((p) => p) ? 'placement from include parameters' : 'no parameterised placement';
}

