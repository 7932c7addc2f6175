// Results: medians per file, checked against the targets, as a text table, markdown and JSON.
import { FIRST_TREE_MS, LINEARITY, PEAK_RATIO, targets } from './cases';
import { FloorRow, floorRatio } from './floor-report';
import { markdownGrid, textGrid } from './grid';
import { Measurement } from './measure';

export interface Row {
  family: string;
  label: string;
  scale: number;
  file: string;
  codec?: string;
  /** Medians over the runs; absent when the format or its generator is not available. */
  m?: Measurement;
  runs: number;
  note?: string;
}

export interface Linearity {
  codec: string;
  sizeRatio: number;
  timeRatio: number;
  /** The same ratio in CPU time: the check's wall-clock figure is noisy on a busy machine. */
  cpuTimeRatio: number;
}

const MB = 1e6;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function medianMeasurement(runs: Measurement[]): Measurement {
  const out = { ...runs[0] };
  for (const k of Object.keys(out) as (keyof Measurement)[]) out[k] = median(runs.map((r) => r[k]));
  return out;
}

const mark = (ok: boolean): string => (ok ? 'PASS' : 'MISS');

export function derived(r: Row): Record<string, number> | undefined {
  if (!r.m) return undefined;
  const s = r.m.decodeValidateMs / 1000;
  return {
    mbPerS: r.m.bytes / MB / s,
    cpuMbPerS: r.m.bytes / MB / (r.m.decodeValidateCpuMs / 1000),
    mRecordsPerS: r.m.records / 1e6 / s,
    peakRatio: r.m.peakBytes / r.m.bytes,
    scanMbPerS: r.m.bytes / MB / (r.m.scanMs / 1000),
  };
}

/** PASS/MISS per target for one row. */
export function checks(r: Row): Record<string, string> {
  const d = derived(r);
  if (!r.m || !d) return {};
  const t = targets[r.family];
  const out: Record<string, string> = {
    firstTree: mark(r.m.firstTreeMs < FIRST_TREE_MS),
    throughput: mark(d.mbPerS >= t.mbPerS),
    peak: mark(d.peakRatio <= PEAK_RATIO),
  };
  if (t.mRecordsPerS !== undefined) out.records = mark(d.mRecordsPerS >= t.mRecordsPerS);
  return out;
}

export function linearityOk(l: Linearity): boolean {
  return l.timeRatio / l.sizeRatio <= LINEARITY;
}

const columns = [
  'case',
  'codec',
  'file',
  'MB',
  'records',
  'first tree ms',
  'decode+validate ms',
  'cpu ms',
  'MB/s',
  'MB/s of cpu',
  'M rec/s',
  'peak MB',
  'peak/file',
  '10k nodes ms',
  'scan MB/s',
  'vs scan',
  'errors',
  'targets',
];

function cells(r: Row): string[] {
  const d = derived(r);
  if (!r.m || !d)
    return [
      `${r.label} (${r.family}@${r.scale})`,
      r.codec ?? '-',
      r.file,
      ...Array(columns.length - 4).fill(''),
      r.note ?? 'not available',
    ];
  const c = checks(r);
  return [
    `${r.label} (${r.family}@${r.scale})`,
    r.codec ?? '',
    r.file,
    (r.m.bytes / MB).toFixed(1),
    String(r.m.records),
    `${r.m.firstTreeMs.toFixed(0)} ${c.firstTree}`,
    r.m.decodeValidateMs.toFixed(0),
    r.m.decodeValidateCpuMs.toFixed(0),
    `${d.mbPerS.toFixed(0)} ${c.throughput}`,
    d.cpuMbPerS.toFixed(0),
    c.records ? `${d.mRecordsPerS.toFixed(1)} ${c.records}` : d.mRecordsPerS.toFixed(1),
    (r.m.peakBytes / MB).toFixed(0),
    `${d.peakRatio.toFixed(2)} ${c.peak}`,
    r.m.materialize10kMs.toFixed(1),
    d.scanMbPerS.toFixed(0),
    `${((100 * d.mbPerS) / d.scanMbPerS).toFixed(1)}%`,
    String(r.m.errors),
    Object.values(c).every((v) => v === 'PASS') ? 'all PASS' : 'MISS',
  ];
}

function linearityLine(l: Linearity): string {
  return `${l.codec}: ${l.sizeRatio.toFixed(2)}x the bytes took ${l.timeRatio.toFixed(2)}x the time (ratio ${(l.timeRatio / l.sizeRatio).toFixed(2)}, target <= ${LINEARITY}) ${mark(linearityOk(l))}; in CPU time ${l.cpuTimeRatio.toFixed(2)}x (ratio ${(l.cpuTimeRatio / l.sizeRatio).toFixed(2)})`;
}

export function textTable(rows: Row[], lin: Linearity[]): string {
  return [textGrid(columns, rows.map(cells)), '', 'linearity (decode + validate):', ...lin.map(linearityLine)].join(
    '\n',
  );
}

export function markdown(rows: Row[], lin: Linearity[], context: string): string {
  return [
    '# Benchmark results',
    '',
    context,
    '',
    markdownGrid(columns, rows.map(cells)),
    '',
    '## Linearity',
    '',
    ...lin.map((l) => `- ${linearityLine(l)}`),
    '',
  ].join('\n');
}

export function json(rows: Row[], lin: Linearity[], context: string, floor: FloorRow[]): string {
  return JSON.stringify(
    {
      context,
      rows: rows.map((r) => ({ ...r, derived: derived(r), checks: checks(r) })),
      linearity: lin.map((l) => ({ ...l, pass: linearityOk(l) })),
      floor: floor.map((r) => ({ ...r, ratio: floorRatio(r), cpuRatio: r.f.validate.cpuMs / r.f.read.cpuMs })),
    },
    null,
    2,
  );
}
