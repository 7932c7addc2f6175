// INST: lean model instances (eu7v2_scene.h, write_instances). Each record is u8 flags, u32 proto, f64 x/y/z,
// f32 Euler angles, u8 cell_id, then f32 scale when bit 0 is set, a texture override string id when bit 1 is set
// and a node_record when bit 2 is set. Root scenarios hold a million and more, so the chunk is indexed and checked
// by tight loops over the bytes, with no node or object per record.
import { StructBuilder } from '../../../core/builder';
import { formatFloat } from '../../../core/numbers';
import { NO_STRING } from '../common/string-table';
import { V2Context } from './context';
import { f32, nodeRecord, readFields, readSid, u8 } from './fields';
import { msg, type Text } from '../../../core/translatable';

export const enum InstFlag {
  scale = 1,
  textureOverride = 2,
  node = 4,
}

/** flags, proto, x/y/z, angles, cell_id. */
export const INST_BASE = 1 + 4 + 24 + 12 + 1;
const SCALE = 12;
const TEXTURE = 4;
const NODE = 53;
/** Where the node's name and type ids lie inside the node record. */
const NODE_STRINGS = [0, 4];

/** A record's size, from its flags byte. */
export function instRecordSize(flags: number): number {
  return (
    INST_BASE +
    (flags & InstFlag.scale ? SCALE : 0) +
    (flags & InstFlag.textureOverride ? TEXTURE : 0) +
    (flags & InstFlag.node ? NODE : 0)
  );
}

/** Offsets of up to `count` records from `at` (count + 1 entries when all fit; else up to the one that does not). */
export function indexInst(view: DataView, at: number, count: number, end: number): Uint32Array {
  const offsets = new Uint32Array(count + 1);
  offsets[0] = at;
  for (let i = 0; i < count; i++) {
    if (at >= end) return offsets.slice(0, i + 1);
    const next = at + instRecordSize(view.getUint8(at));
    if (next > end) return offsets.slice(0, i + 1);
    offsets[i + 1] = at = next;
  }
  return offsets;
}

export interface InstProblems {
  protoId(at: number, proto: number): void;
  stringId(at: number, name: string): void;
}

/**
 * Checks `count` records from `at`: prototype indexes and string ids. Returns how many fit and where the walk
 * stopped (the start of the first that does not fit, or the end of the last).
 */
export function checkInst(
  view: DataView,
  at: number,
  count: number,
  end: number,
  strings: number,
  protCount: number,
  problems: InstProblems,
): { fit: number; pos: number } {
  for (let i = 0; i < count; i++) {
    if (at >= end) return { fit: i, pos: at };
    const flags = view.getUint8(at);
    const next = at + instRecordSize(flags);
    if (next > end) return { fit: i, pos: at };
    const proto = view.getUint32(at + 1, true);
    if (proto >= protCount) problems.protoId(at + 1, proto);
    let p = at + INST_BASE + (flags & InstFlag.scale ? SCALE : 0);
    if (flags & InstFlag.textureOverride) {
      const id = view.getUint32(p, true);
      if (id !== NO_STRING && id >= strings) problems.stringId(p, 'texture_override');
      p += TEXTURE;
    }
    if (flags & InstFlag.node)
      for (const k of NODE_STRINGS) {
        const id = view.getUint32(p + k, true);
        if (id !== NO_STRING && id >= strings) problems.stringId(p + k, k === 0 ? 'node.name' : 'node.type');
      }
    at = next;
  }
  return { fit: count, pos: at };
}

const FLAG_NAMES = ['has_scale', 'has_texture_override', 'has_node'];

/** One record as tree nodes; returns its summary. */
export function readInst(r: StructBuilder, ctx: V2Context): Text {
  const flags = r.u8('flags', {
    show: (v) => FLAG_NAMES.filter((_, b) => v & (1 << b)).join(' | ') || msg`none`,
  });
  const proto = r.u32('proto', { show: (v) => (v < ctx.protCount ? `PROT[${v}]` : msg`${v} (outside PROT)`) });
  const pos: number[] = [];
  r.struct(
    'position',
    'dvec3',
    (p) => ['x', 'y', 'z'].forEach((k) => pos.push(p.f64(k))),
    () => `(${pos.map(formatFloat).join(', ')})`,
  );
  readFields(r, ctx, [f32('ax'), f32('ay'), f32('az'), u8('cell_id')]);
  if (flags & InstFlag.scale) readFields(r, ctx, [f32('sx'), f32('sy'), f32('sz')]);
  if (flags & InstFlag.textureOverride) readSid(r, ctx, 'texture_override');
  let label = '';
  if (flags & InstFlag.node) r.struct('node', 'NodeRecord', (n) => (label = readFields(n, ctx, nodeRecord)));
  const where = msg`PROT[${proto}] at (${pos.map(formatFloat).join(', ')})`;
  return label ? msg`${label} ${where}` : where;
}
