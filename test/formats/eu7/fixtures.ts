// Small hand-built EU7B files for rule tests, written with the format's own writer.
import { ByteWriter } from '../../../src/core/writer';
import { eu7Format } from '../../../src/formats/eu7';
import { chunk, fileHeader, instRecord, pidx, prototype, soloRecord, strs } from '../../../src/formats/eu7/writer';
import { diagnoseWith } from '../../helpers/diagnose';

export { nodeByPath } from '../../helpers/diagnose';

export const STRINGS = ['models/a.e3d', 'models/b.e3d', 'tex/a.dds', 'obj'];

/** Decode and validate together, as the editor and the CLI do. */
export const diagnose = (bytes: Uint8Array) => diagnoseWith(eu7Format, bytes);

export function file(version: number, body: (w: ByteWriter) => void): Uint8Array {
  const w = new ByteWriter();
  fileHeader(w, version);
  body(w);
  return w.finish();
}

export interface SectionSpec {
  solo?: number;
  inst?: number;
  /** Header counts when they should differ from the records written. */
  headerSolo?: number;
  headerInst?: number;
  chunkOffset?: number;
  chunkSolo?: number;
  mesh?: number;
  cell?: number;
  proto?: number;
  extra?: number;
}

/** A format-6 section with one chunk: `solo` SOLO records, then `inst` INST records. */
export function section(s: SectionSpec = {}): Uint8Array {
  const solo = s.solo ?? 1;
  const inst = s.inst ?? 1;
  const w = new ByteWriter();
  w.u8(6)
    .u32(s.headerSolo ?? solo)
    .u32(s.headerInst ?? inst);
  w.u32(2).u32(0).u32(1);
  w.u32(1).u32(2);
  w.u32(1)
    .u32(s.chunkSolo ?? solo)
    .u32(inst)
    .u32(s.chunkOffset ?? w.length + 4);
  for (let i = 0; i < solo; i++) soloRecord(w, 3, [10, 0, 10], 0, s.mesh ?? 0, 0, s.cell ?? 0);
  for (let i = 0; i < inst; i++) instRecord(w, s.proto ?? 0, [20, 0, 20], 90, 0xffffffff, s.cell ?? 0);
  w.zeros(s.extra ?? 0);
  return w.finish();
}

export interface PackFileSpec {
  sections?: { row?: number; column?: number; models?: number; offset?: number; bytes: Uint8Array }[];
  /** Prototype count; undefined = no PROT chunk; 'empty' = 0-byte PROT. */
  prot?: number | 'empty';
  order?: ('PIDX' | 'PROT' | 'PACK')[];
  reserved?: number;
}

/** A v9 root scenario: STRS, then PIDX, PROT and PACK in the given order. */
export function packFile(spec: PackFileSpec): Uint8Array {
  const sections = spec.sections ?? [];
  let at = 0;
  const entries = sections.map((s) => {
    const e = { row: s.row ?? 250, column: s.column ?? 250, models: s.models ?? 2, offset: s.offset ?? at };
    at += s.bytes.length;
    return e;
  });
  return file(9, (w) => {
    chunk(w, 'STRS', (c) => strs(c, STRINGS));
    for (const id of spec.order ?? ['PIDX', 'PROT', 'PACK']) {
      if (id === 'PIDX') chunk(w, 'PIDX', (c) => pidx(c, entries));
      if (id === 'PROT' && spec.prot !== undefined) {
        chunk(w, 'PROT', (c) => {
          if (spec.prot === 'empty') return;
          c.u32(spec.prot!);
          for (let i = 0; i < (spec.prot as number); i++) prototype(c, { modelFile: 0, reserved: spec.reserved }, 9);
        });
      }
      if (id === 'PACK') chunk(w, 'PACK', (c) => sections.forEach((s) => c.bytes(s.bytes)));
    }
  });
}

/** Offset of the first occurrence of a chunk id. */
export function chunkAt(bytes: Uint8Array, id: string): number {
  const needle = Array.from(id, (c) => c.charCodeAt(0));
  for (let i = 8; i + 4 <= bytes.length; i++) if (needle.every((b, k) => bytes[i + k] === b)) return i;
  throw new Error(`no ${id}`);
}
