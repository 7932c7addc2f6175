// Files above hexAtlas.pagedAboveMB as the editor's parse worker takes them, each in a fresh process: from the
// file's pieces (`--paged FILE`, src/editor/piece-source.ts, as the worker reads a document in pages) or, as for a
// format that cannot decode from pages, from a copy of the whole file (`--paged FILE --whole`); measured to the
// tree's first rows (the root and its children, which ride with `done` to the page: from pages, after the decode
// alone, as the worker sends them before the whole-file rules run) and to the finished analysis (decode and
// validate), with the process's peak RSS over what it held before opening the file.
import fs from 'node:fs';
import { analyze, analyzePaged, validateAnalysis, type Analysis } from '../src/analysis';
import { answering } from '../src/editor/answering';
import { PieceSource } from '../src/editor/piece-source';
import { treeStart } from '../src/editor/tree-start';
import { english } from '../src/core/translatable';

export interface PagedMeasurement {
  /** True when the codec decoded from the pages (else the whole file was read). */
  paged: boolean;
  analysisMs: number;
  treeMs: number;
  /** CPU time to the tree's first rows (all threads): less sensitive to a busy machine than wall time. */
  treeCpuMs: number;
  peakBytes: number;
}

export async function measurePaged(file: string, whole: boolean): Promise<PagedMeasurement> {
  const rssBefore = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const fd = fs.openSync(file, 'r');
  const size = fs.fstatSync(fd).size;
  const source = new PieceSource([{ fd, from: 0, length: size }], (at, into, position) =>
    fs.readSync(at, into, 0, into.length, position),
  );
  const paged = whole ? undefined : await analyzePaged(file, source, { decodeOnly: true });
  let analysis: Analysis;
  let held: Uint8Array;
  /** When the analysis was finished (from pages, after the tree's first rows). */
  let analysed = 0;
  if (paged) ({ analysis, held } = paged);
  else {
    // What the host hands the worker for such a file: a copy read from the pieces, in shared memory.
    held = new Uint8Array(new SharedArrayBuffer(size));
    source.readInto(0, held);
    analysis = await analyze(file, held);
    analysed = performance.now();
  }
  const siblings = { read: () => Promise.resolve(undefined) };
  const s = answering(analysis, held, { fileName: file, lang: english, siblings }, paged ? { source } : {});
  const start = await treeStart((q) => s.tree.answer(q));
  if (!start) throw new Error(`no tree for ${file}`);
  const t1 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  if (paged) {
    await validateAnalysis(analysis, held, file);
    analysed = performance.now();
  }
  return {
    paged: paged !== undefined,
    analysisMs: analysed - t0,
    treeMs: t1 - t0,
    treeCpuMs: (cpu.user + cpu.system) / 1000,
    peakBytes: process.resourceUsage().maxRSS * 1024 - rssBefore,
  };
}

export interface PagedRow {
  name: string;
  bytes: number;
  /** Median of each way's runs; `pages` undefined when the codec did not decode from pages. */
  pages?: PagedMeasurement;
  whole: PagedMeasurement;
}

const mib = (b: number): string => (b / 2 ** 20).toFixed(0);
const times = (m: PagedMeasurement): string =>
  `${m.analysisMs.toFixed(0)} / ${m.treeMs.toFixed(0)} (${m.treeCpuMs.toFixed(0)})`;

export function pagedText(rows: PagedRow[]): string {
  const head = [
    'file',
    'MB',
    'from pages: analysis / tree ms (CPU)',
    'peak MiB',
    'whole copy: analysis / tree ms (CPU)',
    'peak MiB',
  ];
  const lines = rows.map((r) => [
    r.name,
    (r.bytes / 1e6).toFixed(0),
    r.pages ? times(r.pages) : 'not decoded from pages',
    r.pages ? mib(r.pages.peakBytes) : '',
    times(r.whole),
    mib(r.whole.peakBytes),
  ]);
  return [
    'The parse worker on files above hexAtlas.pagedAboveMB (fresh process each; peak = RSS high-water minus RSS before):',
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...lines.map((l) => `| ${l.join(' | ')} |`),
  ].join('\n');
}
