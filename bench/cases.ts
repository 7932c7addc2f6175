// What the benchmark measures: each format family at the sizes the performance issue names. Pairs of sizes
// per family give the linearity check; `--quick` keeps only the small one of each.

export interface BenchCase {
  family: string;
  scale: number;
  /** What the size stands for, as the issue puts it. */
  label: string;
  quick: boolean;
}

export const cases: BenchCase[] = [
  { family: 'smf', scale: 32, label: 'SMF 4096x4096', quick: true },
  { family: 'smf', scale: 64, label: 'SMF 8192x8192', quick: false },
  { family: 'blotter', scale: 250, label: 'world 250k components', quick: true },
  { family: 'blotter', scale: 1000, label: 'world 1M components, 500k wires', quick: false },
  { family: 'eu7', scale: 1000, label: 'EU7 1M PACK models; EU7v2 1M INST', quick: true },
  { family: 'eu7', scale: 4000, label: 'EU7 4M PACK models; EU7v2 4M INST', quick: false },
  { family: 'parkan', scale: 1, label: 'Parkan retail scale', quick: true },
  { family: 'parkan', scale: 10, label: 'Parkan 10x', quick: false },
];

/**
 * Files above hexAtlas.pagedAboveMB (32 MB) the parse worker is measured on, from pages and whole (paged.ts): the
 * largest file of the case with the extension.
 */
export const pagedCases: (BenchCase & { extension: string })[] = [
  { family: 'smf', scale: 64, label: 'SMF 8192x8192', quick: false, extension: '.smf' },
  { family: 'blotter', scale: 2600, label: 'world 2.6M components', quick: false, extension: '.logicworld' },
  { family: 'eu7', scale: 4000, label: 'EU7 v9 4M PACK models', quick: false, extension: '.eu7' },
  { family: 'eu7', scale: 4000, label: 'EU7v2 4M INST', quick: false, extension: '.eu7v2' },
  { family: 'parkan', scale: 131, label: 'Parkan 131x', quick: false, extension: 'Land.msh' },
  { family: 'parkan', scale: 320, label: 'Parkan 320x', quick: false, extension: 'Land.map' },
];

/** Files smaller than this are listed but not timed: process start-up would dominate. */
export const MIN_TIMED_BYTES = 256 * 1024;

/** Throughput targets by family: MB/s of decode + validate, and million records/s where records matter. */
export const targets: Record<string, { mbPerS: number; mRecordsPerS?: number }> = {
  smf: { mbPerS: 1000 },
  parkan: { mbPerS: 1000 },
  blotter: { mbPerS: 300, mRecordsPerS: 5 },
  eu7: { mbPerS: 300, mRecordsPerS: 5 },
};
export const FIRST_TREE_MS = 300;
export const PEAK_RATIO = 1.5;
/** Whole-process validate may take at most this many times a process that only reads the file. */
export const FLOOR_RATIO = 1.5;
/** 4x the file may take at most 4.4x the time: time ratio / size ratio <= 1.1. */
export const LINEARITY = 1.1;
