// What the parse worker pays for a file above `hexAtlas.pagedAboveMB` (`npm run bench -- --paged`): each format that
// decodes from its pages, on a generated file of about 200 MB, in fresh processes. "whole" is the path every other
// format takes (the file read whole, as the worker's `wholeFile` copy, then decoded and validated); "paged" is the
// worker's own: the file's pieces read through a PieceSource, decoded from them and validated, then the tree's first
// rows. Peak: RSS high-water mark minus RSS before the file was opened (the bundle and Node are not counted).
import { readSync, openSync, closeSync, fstatSync, readFileSync } from 'node:fs';
import { analyze, analyzePaged } from '../src/analysis';
import { formatById } from '../src/formats';
import { PieceSource } from '../src/editor/piece-source';
import { materialize } from './measure';

export interface PagedMeasurement {
  bytes: number;
  /** Open -> the analysis the worker posts as `done` (decode + validate): the tree shows then. */
  treeMs: number;
  peakBytes: number;
  /** False when the codec left the file to the whole-file decode. */
  paged: boolean;
  diagnostics: number;
}

/** Rows the tree shows first: the root's children and theirs. */
const FIRST_ROWS = 200;

/** One measurement (`bench.js --measure-paged FILE --codec ID [--whole]`), in a fresh process. */
export async function measurePaged(file: string, codecId: string, whole: boolean): Promise<PagedMeasurement> {
  const format = formatById(codecId);
  if (!format) throw new Error(`no codec '${codecId}'`);
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  let analysis;
  let paged = false;
  let size: number;
  if (whole) {
    const b = readFileSync(file);
    size = b.length;
    analysis = await analyze(file, new Uint8Array(b.buffer, b.byteOffset, b.byteLength), { format });
  } else {
    const fd = openSync(file, 'r');
    size = fstatSync(fd).size;
    const source = new PieceSource([{ fd, from: 0, length: size }], (d, into, at) =>
      readSync(d, into, 0, into.length, at),
    );
    const r = await analyzePaged(file, source, { format });
    paged = r !== undefined;
    analysis = r?.analysis;
    if (analysis) materialize(analysis.decoded.root, FIRST_ROWS);
    closeSync(fd);
  }
  const treeMs = performance.now() - t0;
  return {
    bytes: size,
    treeMs,
    peakBytes: process.resourceUsage().maxRSS * 1024 - rssBefore,
    paged,
    diagnostics: analysis?.diagnostics.length ?? -1,
  };
}

export interface PagedRow {
  label: string;
  whole: PagedMeasurement;
  paged: PagedMeasurement;
}

const mib = (n: number) => (n / 2 ** 20).toFixed(0);

export function pagedText(rows: PagedRow[]): string {
  const head = '| file | MB | whole: tree ms | whole: peak MiB | paged: tree ms | paged: peak MiB |';
  const lines = rows.map(
    (r) =>
      `| ${r.label} | ${(r.whole.bytes / 1e6).toFixed(0)} | ${r.whole.treeMs.toFixed(0)} | ${mib(r.whole.peakBytes)} | ` +
      (r.paged.paged ? `${r.paged.treeMs.toFixed(0)} | ${mib(r.paged.peakBytes)} |` : 'not paged | |'),
  );
  return [
    'Above hexAtlas.pagedAboveMB, the parse worker: read whole and decoded, or decoded from its pages (median of fresh processes)',
    '',
    head,
    '|---|--:|--:|--:|--:|--:|',
    ...lines,
  ].join('\n');
}
