// The floor comparison as a table: each file's whole-process validate against a process that only reads it.
import { FLOOR_RATIO } from './cases';
import { FloorMeasurement } from './floor';
import { markdownGrid, textGrid } from './grid';

export interface FloorRow {
  /** The case and file, as the main table names them. */
  name: string;
  bytes: number;
  f: FloorMeasurement;
}

const MB = 1e6;

export function floorRatio(r: FloorRow): number {
  return r.f.validate.wallMs / r.f.read.wallMs;
}

const columns = [
  'file',
  'MB',
  'node -e 0 ms',
  'cli --version ms',
  'read floor ms',
  'validate ms',
  'x floor',
  'cpu ms read / validate',
  'x floor (cpu)',
  'cpu ms: cli load / read / decode+validate',
  'RSS MB read / validate',
  'extra RSS / file',
];

function cells(r: FloorRow): string[] {
  const { start, cliLoad, read, validate } = r.f;
  const ratio = floorRatio(r);
  return [
    r.name,
    (r.bytes / MB).toFixed(1),
    start.wallMs.toFixed(0),
    cliLoad.wallMs.toFixed(0),
    read.wallMs.toFixed(0),
    validate.wallMs.toFixed(0) + (r.f.validateStatus === 0 ? '' : ' (errors)'),
    `${ratio.toFixed(2)} ${ratio <= FLOOR_RATIO ? 'PASS' : 'MISS'}`,
    `${read.cpuMs.toFixed(0)} / ${validate.cpuMs.toFixed(0)}`,
    (validate.cpuMs / read.cpuMs).toFixed(2),
    // What validate pays beyond Node's start-up, split: loading the CLI bundle, reading the file (the floor beyond
    // start-up) and what is left, decode + validate. In CPU time: differences of wall medians on a busy machine are
    // mostly noise.
    [cliLoad.cpuMs - start.cpuMs, read.cpuMs - start.cpuMs, validate.cpuMs - cliLoad.cpuMs - (read.cpuMs - start.cpuMs)]
      .map((ms) => ms.toFixed(0))
      .join(' / '),
    `${(read.maxRssBytes / MB).toFixed(0)} / ${(validate.maxRssBytes / MB).toFixed(0)}`,
    ((validate.maxRssBytes - read.maxRssBytes) / r.bytes).toFixed(2),
  ];
}

export const floorHeading = (rounds: number): string =>
  `whole process against the read floor (medians of ${rounds} interleaved rounds; target x floor <= ${FLOOR_RATIO}; ` +
  'RSS: the whole process, Node included; extra RSS: what validate holds beyond the reading process):';

export function floorText(rows: FloorRow[]): string {
  return textGrid(columns, rows.map(cells));
}

export function floorMarkdown(rows: FloorRow[]): string {
  return markdownGrid(columns, rows.map(cells));
}
