// A record kind declared once, field by field in the order of the upstream write_* / read_* functions: from that one
// declaration come the tree reader, the layout the shared EU7 record walker (../chunks/scan) indexes and checks,
// and the writer the generator uses. Strings are u32 ids into STRS; optional parts are a u8 presence flag (any
// non-zero value is set) and then the part; lists are a u32 count and then the items.
import { StructBuilder } from '../../../core/builder';
import { Cursor } from '../../../core/cursor';
import { StrideArrayNode } from '../../../core/node';
import { formatFloat } from '../../../core/numbers';
import { quote } from '../../../core/text';
import { StopRegion } from '../../../core/tolerate';
import { ByteWriter } from '../../../core/writer';
import { Layout, Step, counted, flag, repeat, sid as sidStep, skip } from '../chunks/scan';
import { lighting, yesNoText } from '../fields';
import { NO_STRING } from '../common/string-table';
import { V2Context } from './context';
import { eu7v2Rules } from './rules';
import { msg } from '../../../core/translatable';

type Scalar = 'u8' | 'i8' | 'bool' | 'u32' | 'i32' | 'f32' | 'f64';

export type Field =
  | { k: Scalar; name: string }
  /** u32 string id. */
  | { k: 'sid'; name: string }
  /** 3 x f64 (world-space positions). */
  | { k: 'dvec3'; name: string }
  /** 12 x f32: diffuse, ambient, specular RGBA. */
  | { k: 'lighting'; name: string }
  /** u8 presence, then `body` when non-zero. */
  | { k: 'opt'; name: string; body: Field[] }
  /** u32 count, then count x `item`. */
  | { k: 'list'; name: string; type: string; item: Field[] };

const SIZE: Record<Scalar | 'sid' | 'dvec3' | 'lighting', number> = {
  u8: 1,
  i8: 1,
  bool: 1,
  u32: 4,
  i32: 4,
  f32: 4,
  f64: 8,
  sid: 4,
  dvec3: 24,
  lighting: 48,
};

export const u8 = (name: string): Field => ({ k: 'u8', name });
export const i8 = (name: string): Field => ({ k: 'i8', name });
export const bool = (name: string): Field => ({ k: 'bool', name });
export const u32 = (name: string): Field => ({ k: 'u32', name });
export const i32 = (name: string): Field => ({ k: 'i32', name });
export const f32 = (name: string): Field => ({ k: 'f32', name });
export const f64 = (name: string): Field => ({ k: 'f64', name });
export const sid = (name: string): Field => ({ k: 'sid', name });
export const dvec3 = (name: string): Field => ({ k: 'dvec3', name });
export const lightingBlock: Field = { k: 'lighting', name: 'lighting' };
export const opt = (name: string, ...body: Field[]): Field => ({ k: 'opt', name, body });
export const list = (name: string, type: string, ...item: Field[]): Field => ({ k: 'list', name, type, item });

/** node_record (eu7v2_scene.h): name, type, area centre and radius, squared range, visibility. 53 bytes. */
export const nodeRecord: Field[] = [
  sid('name'),
  sid('type'),
  dvec3('area_center'),
  f32('area_radius'),
  f64('range_sq_min'),
  f64('range_sq_max'),
  bool('visible'),
];
/** mesh_vertex: position relative to the origin, normal, texture coordinates, 8 x f32. */
export const meshVertex: Field[] = ['px', 'py', 'pz', 'nx', 'ny', 'nz', 'u', 'v'].map(f32);

/** Fewest bytes the fields can take. */
export function minSize(fields: readonly Field[]): number {
  let n = 0;
  for (const f of fields) n += f.k === 'opt' ? 1 : f.k === 'list' ? 4 : SIZE[f.k];
  return n;
}

/** Size when every record has the same size, else -1. */
export function fixedSize(fields: readonly Field[]): number {
  return fields.every((f) => f.k !== 'opt' && f.k !== 'list') ? minSize(fields) : -1;
}

function hasStrings(fields: readonly Field[]): boolean {
  return fields.some(
    (f) => f.k === 'sid' || (f.k === 'opt' && hasStrings(f.body)) || (f.k === 'list' && hasStrings(f.item)),
  );
}

/** The walker's steps for the fields (runs of plain bytes merged into one skip). */
export function layoutOf(fields: readonly Field[]): Layout {
  const steps: Step[] = [];
  let bytes = 0;
  const flush = () => {
    if (bytes > 0) steps.push(skip(bytes));
    bytes = 0;
  };
  for (const f of fields) {
    if (f.k === 'sid') {
      flush();
      steps.push(sidStep(f.name));
    } else if (f.k === 'opt') {
      flush();
      steps.push(flag(...layoutOf(f.body)));
    } else if (f.k === 'list') {
      flush();
      const item = fixedSize(f.item);
      steps.push(
        item >= 0 && !hasStrings(f.item) ? counted(item) : repeat(minSize(f.item), Infinity, ...layoutOf(f.item)),
      );
    } else bytes += SIZE[f.k];
  }
  flush();
  return steps;
}

/** Thrown after a reported impossible count: the enclosing region stops without a second (truncation) report. */

/** A u32 count of items of at least `itemSize` bytes; reported and stopped when they cannot fit. */
export function count(s: StructBuilder, ctx: V2Context, name: string, itemSize: number): number {
  const at = s.c.pos;
  const n = s.u32(name);
  if (!s.c.fits(n, itemSize)) {
    ctx.report(
      eu7v2Rules.countTooLarge,
      at,
      4,
      msg`${name} ${n} needs at least ${n * itemSize} bytes, ${s.c.remaining} left`,
    );
    throw new StopRegion();
  }
  return n;
}

/** A string id shown with its text and linked to its STRS entry (range problems are reported by validation). */
export function readSid(s: StructBuilder, ctx: V2Context, name: string): string {
  const id = s.c.remaining >= 4 ? ctx.view.getUint32(s.c.pos, true) : NO_STRING;
  const t = ctx.strings;
  const ok = id !== NO_STRING && t.has(id);
  const show =
    id === NO_STRING ? msg`(none)` : ok ? `#${id} ${quote(t.text(id))}` : msg`#${id} (outside the string table)`;
  s.u32(name, { type: 'string_id', show: () => show, links: ok ? [t.link(id)] : undefined });
  return ok ? t.text(id) : '';
}

/** Reads the fields into `s`; returns the record's label (its first resolved name, if any). */
export function readFields(s: StructBuilder, ctx: V2Context, fields: readonly Field[]): string {
  let label = '';
  for (const f of fields) {
    switch (f.k) {
      case 'sid': {
        const text = readSid(s, ctx, f.name);
        if (!label && f.name === 'name') label = text;
        break;
      }
      case 'bool':
        s.u8(f.name, { show: yesNoText });
        break;
      case 'u8':
      case 'i8':
      case 'u32':
      case 'i32':
      case 'f32':
      case 'f64':
        s[f.k](f.name);
        break;
      case 'dvec3': {
        const v: number[] = [];
        s.struct(
          f.name,
          'dvec3',
          (p) => ['x', 'y', 'z'].forEach((k) => v.push(p.f64(k))),
          () => `(${v.map(formatFloat).join(', ')})`,
        );
        break;
      }
      case 'lighting':
        lighting(s, f.name);
        break;
      case 'opt':
        s.struct(f.name, 'optional', (o) => {
          if (o.u8('present', { show: yesNoText }) !== 0) readFields(o, ctx, f.body);
        });
        break;
      case 'list':
        readList(s, ctx, f);
        break;
    }
  }
  return label ? quote(label) : '';
}

function readList(s: StructBuilder, ctx: V2Context, f: Extract<Field, { k: 'list' }>): void {
  s.struct(f.name, `${f.type}[]`, (l) => {
    const n = count(l, ctx, 'count', minSize(f.item));
    const size = fixedSize(f.item);
    if (size >= 0) {
      // Fixed-size items (vertices, path segments) are made on request: a shape can hold many thousands.
      const c = l.c;
      l.add(
        new StrideArrayNode('items', `${f.type}[${n}]`, c.pos, n, size, (i, at) => {
          const r = new StructBuilder(new Cursor(c.bytes, at, at + size), `[${i}]`, f.type);
          return r.done(readFields(r, ctx, f.item) || undefined);
        }),
      );
      return;
    }
    for (let i = 0; i < n; i++) {
      let label = '';
      l.struct(
        `[${i}]`,
        f.type,
        (r) => (label = readFields(r, ctx, f.item)),
        () => label || undefined,
      );
    }
  });
}

/** Values to write a record from: numbers by field name, nested objects for optional parts, arrays for lists. */
export type Values = { [name: string]: number | Values | Values[] | undefined };

/**
 * Writes one record laid out as `fields` from `v` (missing numbers are 0, missing strings none, missing lists empty).
 */
export function writeFields(w: ByteWriter, fields: readonly Field[], v: Values): void {
  for (const f of fields) {
    const x = v[f.name];
    switch (f.k) {
      case 'u8':
      case 'bool':
        w.u8(num(x));
        break;
      case 'i8':
        w.i8(num(x));
        break;
      case 'u32':
        w.u32(num(x));
        break;
      case 'i32':
        w.i32(num(x));
        break;
      case 'f32':
        w.f32(num(x));
        break;
      case 'f64':
        w.f64(num(x));
        break;
      case 'sid':
        w.u32(x === undefined ? NO_STRING : num(x));
        break;
      case 'dvec3': {
        const p = (x as Values | undefined) ?? {};
        w.f64(num(p.x)).f64(num(p.y)).f64(num(p.z));
        break;
      }
      case 'lighting':
        for (const c of [0.8, 0.8, 0.8, 1, 0.2, 0.2, 0.2, 1, 0, 0, 0, 1]) w.f32(c);
        break;
      case 'opt':
        w.u8(x === undefined ? 0 : 1);
        if (x !== undefined) writeFields(w, f.body, x as Values);
        break;
      case 'list': {
        const items = (x as Values[] | undefined) ?? [];
        w.u32(items.length);
        for (const item of items) writeFields(w, f.item, item);
        break;
      }
    }
  }
}

function num(x: Values[string]): number {
  return typeof x === 'number' ? x : 0;
}
