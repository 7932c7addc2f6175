// Field readers shared by the chunk kinds: string ids resolved to their text, enums by name, counts checked
// against the bytes left, vectors, the slim node header, transform context, packed vertex and lighting block.
import { StructBuilder } from '../../core/builder';
import { Cursor } from '../../core/cursor';
import { StrideArrayNode } from '../../core/node';
import { StopRegion } from '../../core/tolerate';
import { formatFloat, halfToFloat, hex, snorm16ToFloat } from '../../core/numbers';
import { quote } from '../../core/text';
import { Eu7Context } from './context';
import { EnumTable, NodeFlag, flagNames, nodeFlagNames } from './enums';
import { eu7Rules } from './rules';
import { NO_STRING } from './common/string-table';
import { Transform, Vec3 } from './layout';
import { type Text, msg } from '../../core/translatable';

/** A string id, shown with its text and linked to its STRS entry; out-of-range ids read as "" (engine behaviour). */
export function sid(s: StructBuilder, ctx: Eu7Context, name: string): number {
  const at = s.c.pos;
  const id = s.c.u32();
  s.c.pos = at;
  const t = ctx.strings;
  const ok = id === NO_STRING || t.has(id);
  const show =
    id === NO_STRING ? msg`(none)` : ok ? `#${id} ${quote(t.text(id))}` : msg`#${id} (out of range: reads as "")`;
  s.u32(name, { type: 'string_id', show: () => show, links: ok && id !== NO_STRING ? [t.link(id)] : undefined });
  s.children[s.children.length - 1].key = ok && id !== NO_STRING ? t.text(id) : ''; // compared by text, not id
  if (!ok) {
    if (ctx.stringsSeen)
      ctx.report(
        eu7Rules.stringId,
        at,
        4,
        msg`${name}: string id ${id} is outside the string table (${t.count} strings)`,
      );
    else ctx.report(eu7Rules.stringsOrder, at, 4, msg`${name}: string id ${id} used before any STRS chunk`);
  }
  return id;
}

export function sids(s: StructBuilder, ctx: Eu7Context, name: string, n: number): number[] {
  return s.struct(name, `string_id[${n}]`, (a) => Array.from({ length: n }, (_, i) => sid(a, ctx, `[${i}]`)));
}

/** A u8 enum shown by name; values outside the table are reported. */
export function enumU8(s: StructBuilder, ctx: Eu7Context, name: string, table: EnumTable, what: Text): number {
  const at = s.c.pos;
  const v = s.u8(name, { show: (x) => table[x] ?? msg`${x} (undefined ${what})` });
  if (table[v] === undefined) ctx.report(eu7Rules.enumRange, at, 1, msg`${name}: ${v} is not a ${what}`);
  return v;
}

/** A u32 count of items of `itemSize` bytes (at least); reported and thrown as out-of-data when it cannot fit. */
export function count(s: StructBuilder, ctx: Eu7Context, name: string, itemSize: number, limit = Infinity): number {
  const at = s.c.pos;
  const n = s.u32(name);
  if (n > limit) {
    ctx.report(eu7Rules.countLimit, at, 4, msg`${name} ${n} is above the reader's limit of ${limit}`);
    throw new StopRegion();
  }
  if (!s.c.fits(n, itemSize)) {
    ctx.report(
      eu7Rules.countTooLarge,
      at,
      4,
      msg`${name} ${n} needs at least ${n * itemSize} bytes, ${s.c.remaining} left`,
    );
    throw new StopRegion();
  }
  return n;
}

/** A u32 record count, then that many records read by `body` (which may return a one-line summary). */
export function records(
  s: StructBuilder,
  ctx: Eu7Context,
  type: string,
  minSize: number,
  body: (r: StructBuilder, i: number) => string | undefined,
): number {
  const n = count(s, ctx, 'count', minSize);
  s.struct('records', `${type}[${n}]`, (a) => {
    for (let i = 0; i < n; i++) {
      let summary: string | undefined;
      a.struct(
        `[${i}]`,
        type,
        (r) => {
          summary = body(r, i);
        },
        () => summary,
      );
    }
  });
  return n;
}

export function vec3(s: StructBuilder, name: string, unit = ''): Vec3 {
  const v: Vec3 = [0, 0, 0];
  s.struct(
    name,
    'Vec3',
    (p) => {
      v[0] = p.f32('x');
      v[1] = p.f32('y');
      v[2] = p.f32('z');
    },
    () => `(${v.map(formatFloat).join(', ')})${unit}`,
  );
  return v;
}

export function f32s(s: StructBuilder, name: string, n: number): void {
  s.struct(name, `f32[${n}]`, (a) => {
    for (let i = 0; i < n; i++) a.f32(`[${i}]`);
  });
}

export function u32s(s: StructBuilder, name: string, n: number, show?: (v: number) => string): void {
  s.struct(name, `u32[${n}]`, (a) => {
    for (let i = 0; i < n; i++) a.u32(`[${i}]`, { show });
  });
}

/** Size of a transform context starting at `at`, or -1 when it runs past `end`. */
export function transformSize(view: DataView, at: number, end: number): number {
  if (at + 1 > end) return -1;
  const origins = view.getUint8(at);
  const scalesAt = at + 1 + 12 * origins;
  if (scalesAt + 1 > end) return -1;
  return 1 + 12 * origins + 1 + 12 * view.getUint8(scalesAt) + 12 + 1;
}

export function transform(s: StructBuilder, name: string): Transform {
  return s.struct(name, 'TransformContext', (t) => {
    const origins = vec3s(t, 'origin_stack', t.u8('origin_count'), ' m');
    const scales = vec3s(t, 'scale_stack', t.u8('scale_count'));
    const rotation = vec3(t, 'rotation', '°');
    return { origins, scales, rotation, groupDepth: t.u8('group_depth') };
  });
}

export function vec3s(s: StructBuilder, name: string, n: number, unit = ''): Vec3[] {
  return s.struct(name, `Vec3[${n}]`, (a) => Array.from({ length: n }, (_, i) => vec3(a, `[${i}]`, unit)));
}

/** SlimNode: a flags byte, then only the fields its bits announce. Returns the flags. */
export function slimNode(s: StructBuilder, ctx: Eu7Context, name = 'node'): number {
  let flags = 0;
  let label = '';
  s.struct(
    name,
    'SlimNode',
    (n) => {
      flags = n.u8('flags', { show: (v) => flagNames(v, nodeFlagNames) });
      if (flags & NodeFlag.name) label = stringText(ctx, sid(n, ctx, 'name'));
      if (flags & NodeFlag.rangeMin) n.f32('range_squared_min', { show: (v) => `${formatFloat(v)} m²` });
      if (flags & NodeFlag.rangeMax) n.f32('range_squared_max', { show: (v) => `${formatFloat(v)} m²` });
      if (flags & NodeFlag.bounds)
        n.struct('bounds', 'BoundingSphere', (b) => {
          vec3(b, 'center', ' m');
          b.f32('radius', { show: (v) => `${formatFloat(v)} m` });
        });
      if (flags & NodeFlag.group) n.u32('group_handle');
      if (flags & NodeFlag.transform) transform(n, 'transform');
    },
    () => (label ? quote(label) : flagNames(flags, nodeFlagNames)),
  );
  return flags;
}

/** Size of a slim node with `flags` up to its transform context: the flags byte and the fixed-size fields. */
export function nodeFieldsSize(f: number): number {
  return 1 + (f & 1 ? 4 : 0) + (f & 2 ? 4 : 0) + (f & 4 ? 4 : 0) + (f & 8 ? 16 : 0) + (f & 16 ? 4 : 0);
}

/** Size of a slim node at `at`, or -1 when it runs past `end` (for fast scans). */
export function slimNodeSize(view: DataView, at: number, end: number): number {
  if (at >= end) return -1;
  const f = view.getUint8(at);
  let size = nodeFieldsSize(f);
  if (f & 32) {
    const t = transformSize(view, at + size, end);
    if (t < 0) return -1;
    size += t;
  }
  return at + size <= end ? size : -1;
}

export const PACKED_VERTEX_SIZE = 22;

/**
 * Packed vertices as a lazy array: each shows its decoded normal (snorm16) and UV (half floats) next to the raw value.
 */
export function packedVertices(s: StructBuilder, name: string, n: number): void {
  const c = s.c;
  c.need(n * PACKED_VERTEX_SIZE);
  s.add(
    new StrideArrayNode(name, `PackedVertex[${n}]`, c.pos, n, PACKED_VERTEX_SIZE, (i, at) => {
      const v = new StructBuilder(new Cursor(c.bytes, at, at + PACKED_VERTEX_SIZE), `[${i}]`, 'PackedVertex');
      vec3(v, 'position');
      v.struct('normal', 'snorm16[3]', (nn) => {
        for (const k of ['x', 'y', 'z'])
          nn.i16(k, { type: 'snorm16', show: (raw) => `${formatFloat(snorm16ToFloat(raw))} (raw ${raw})` });
      });
      v.struct('uv', 'half[2]', (uv) => {
        for (const k of ['u', 'v'])
          uv.u16(k, { type: 'half', show: (raw) => `${formatFloat(halfToFloat(raw))} (raw ${hex(raw, 4)})` });
      });
      return v.done();
    }),
  );
}

/** The text of a string id, or '' when it has none or does not resolve. */
export function stringText(ctx: Eu7Context, id: number): string {
  return id !== NO_STRING && ctx.strings.has(id) ? ctx.strings.text(id) : '';
}

export const LIGHTING_SIZE = 48;

/** Material colours: diffuse, ambient, specular RGBA. */
export function lighting(s: StructBuilder, name = 'lighting'): void {
  s.struct(name, 'LightingBlock', (l) => {
    for (const part of ['diffuse', 'ambient', 'specular']) {
      const rgba: number[] = [];
      l.struct(
        part,
        'f32[4]',
        (c) => {
          for (const k of ['r', 'g', 'b', 'a']) rgba.push(c.f32(k));
        },
        () => `rgba(${rgba.map(formatFloat).join(', ')})`,
      );
    }
  });
}

/** Field options that show a number with its unit. */
export function unit(u: string): { show: (v: number) => string } {
  return { show: (v) => `${formatFloat(v)} ${u}` };
}

/** A u8 flag byte shown as yes/no (the reader treats any non-zero value as set). */
export function flag(s: StructBuilder, name: string): boolean {
  return s.u8(name, { show: yesNoText }) !== 0;
}

/** A flag shown as yes or no. */
export function yesNoText(v: number): Text {
  return v ? msg`yes` : msg`no`;
}
