// A file decoded from its pages against the whole-file decode: sources that read it in pages (a copy per read, or
// the parse worker's reader over a file on disk) and the comparison of the two analyses.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { analyze, analyzePaged, type Analysis } from '../../src/analysis';
import type { ByteSource } from '../../src/core/byte-source';
import { toJson } from '../../src/core/describe';
import type { FormatCodec } from '../../src/core/format';
import { listPictures } from '../../src/core/pictures';
import { PieceSource } from '../../src/editor/piece-source';
import { tempDir } from './paged-files';

/** A file read in pages: every read is a copy, recorded. */
export function pagedSource(bytes: Uint8Array): ByteSource & { reads: [number, number][] } {
  const reads: [number, number][] = [];
  return {
    size: bytes.length,
    reads,
    read(offset, length) {
      reads.push([offset, length]);
      return bytes.slice(Math.max(0, offset), Math.min(bytes.length, offset + length));
    },
  };
}

/** `source` counting what is read from it: every read's length, and the longest one. */
export function countedReads(source: ByteSource): ByteSource & { total: number; longest: number } {
  const c = {
    size: source.size,
    total: 0,
    longest: 0,
    read(offset: number, length: number) {
      const bytes = source.read(offset, length);
      c.total += bytes.length;
      c.longest = Math.max(c.longest, bytes.length);
      return bytes;
    },
  };
  return c;
}

/** `use` given `bytes` written to a file named `name` and read as the parse worker reads a document in pages. */
export async function throughFile<T>(
  name: string,
  bytes: Uint8Array,
  use: (source: ByteSource) => Promise<T>,
): Promise<T> {
  const { dir, remove } = tempDir();
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  const fd = fs.openSync(file, 'r');
  try {
    return await use(
      new PieceSource([{ fd, from: 0, length: bytes.length }], (d, into, at) =>
        fs.readSync(d, into, 0, into.length, at),
      ),
    );
  } finally {
    fs.closeSync(fd);
    remove();
  }
}

/** Findings as `code@offset+length`. */
export const found = (list: { code: string; offset: number; length: number }[]): string[] =>
  list.map((d) => `${d.code}@${d.offset}+${d.length}`);

export interface PagedAndWhole {
  whole: Analysis;
  paged: { analysis: Analysis; held: Uint8Array };
}

/**
 * The analyses of `bytes` from `source` (its pages) and whole: the paged one exists and has the whole one's findings
 * and tree, `depth` levels deep with the first `rows` children of each node.
 */
export async function expectPagedAsWhole(
  fileName: string,
  bytes: Uint8Array,
  { source = pagedSource(bytes), depth = 6, rows = 4 }: { source?: ByteSource; depth?: number; rows?: number } = {},
): Promise<PagedAndWhole> {
  const whole = await analyze(fileName, bytes);
  const paged = await analyzePaged(fileName, source);
  expect(paged).toBeDefined();
  expect(found(paged!.analysis.diagnostics)).toEqual(found(whole.diagnostics));
  expect(toJson(paged!.analysis.decoded.root, depth, rows)).toEqual(toJson(whole.decoded.root, depth, rows));
  return { whole, paged: paged! };
}

/**
 * The pictures of `bytes` drawn from its pages as from the whole file: the same list, the same plan, and the same
 * pixel and source for the record holding byte `recordAt(whole)`; the file read at most `window` bytes at a time.
 */
export async function expectPlanAsWhole(
  codec: FormatCodec,
  fileName: string,
  bytes: Uint8Array,
  recordAt: (whole: Analysis) => number,
  window: number,
): Promise<void> {
  const whole = await analyze(fileName, bytes);
  const source = pagedSource(bytes);
  const paged = (await analyzePaged(fileName, source))!;
  source.reads.length = 0;
  const [a, b] = await Promise.all([
    listPictures(codec, whole.decoded, bytes),
    listPictures(codec, paged.analysis.decoded, paged.held),
  ]);
  expect(b.map((p) => p.name)).toEqual(a.map((p) => p.name));
  const plan = (list: typeof a) => list.find((p) => p.name === 'plan')!;
  expect(plan(b).render()).toEqual(plan(a).render());
  const at = recordAt(whole);
  expect(plan(b).pixelOf(at)).toEqual(plan(a).pixelOf(at));
  const pixel = plan(a).pixelOf(at)!;
  expect(plan(b).source(pixel.x, pixel.y)).toEqual(plan(a).source(pixel.x, pixel.y));
  expect(Math.max(...source.reads.map(([, length]) => length))).toBeLessThanOrEqual(window);
}

/**
 * What the held buffer of a paged decode holds of the file: [bytes written inside the ranges left out, bytes
 * differing from the file outside them]; [0, 0] when it is the file with exactly those ranges never written.
 */
export function heldAgainstFile(
  held: Uint8Array,
  bytes: Uint8Array,
  leftOut: readonly { offset: number; length: number }[],
): [written: number, differs: number] {
  const inside = new Uint8Array(bytes.length);
  for (const r of leftOut) inside.fill(1, r.offset, r.offset + r.length);
  let written = 0;
  let differs = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (inside[i]) written += held[i] === 0 ? 0 : 1;
    else differs += held[i] === bytes[i] ? 0 : 1;
  }
  return [written, differs];
}
