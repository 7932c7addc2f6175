// One tight pass over the component records to find where each starts (they vary in size): the only work decode
// does per component. Only every CHECKPOINT-th record's start is kept (core/checkpoints.ts): a record asked for later
// is found by walking the sizes of at most CHECKPOINT - 1 records from the checkpoint before it. A record that
// cannot be read ends the pass with a diagnostic on its exact bytes.
import type { ByteSource } from '../../core/byte-source';
import { checkpointsFor, keepCheckpoint } from '../../core/checkpoints';
import { DiagnosticSink, coreRules } from '../../core/diagnostics';
import { SourceWindow } from '../../core/source-window';
import { U32RunsBuilder, type U32Runs } from '../../core/u32-index';
import { COMPONENT, NULL_CUSTOM_DATA } from './layout';
import { blotterRules } from './rules';
import { msg, type Text } from '../../core/translatable';

export interface ComponentScan {
  /** The start of every CHECKPOINT-th record read (record 0's first). */
  checkpoints: Uint32Array;
  /** Where the last complete record ends (the records' start when none was read). */
  end: number;
  /** Records read completely. */
  count: number;
  /** True when all the stored records were read. */
  complete: boolean;
  /** Smallest and largest address of the records read (for sizing the address map without another pass). */
  addressRange: Uint32Array;
  /**
   * Address -> index, when the addresses come in runs of consecutive addresses as the game hands them out, each
   * address once: the table then needs no address map.
   */
  addressRuns?: U32Runs;
  /** Records read whose parent is 0: the top of the hierarchy (counted here so that showing it needs no pass). */
  roots: number;
}

/** Records indexed between two polls of `shouldStop`. */
const BATCH = 1 << 16;
/** Records per run of addresses, at the least, for the runs to stand for the address map (a byte a record). */
const RECORDS_PER_RUN = 16;

/** Slots of the scan's running figures (one typed array, so that the loop makes no object). */
const enum Tally {
  MinAddress,
  MaxAddress,
  Roots,
  /** Where the next record starts. */
  At,
}

/**
 * Index up to `count` records from `start`, never past `end`. `count` must already be non-negative. The records are
 * read through a window of the source: the whole file when it is in memory, else a stretch of its pages at a time.
 */
export function scanComponents(
  source: ByteSource,
  start: number,
  end: number,
  count: number,
  diags: DiagnosticSink,
  shouldStop?: () => boolean,
): ComponentScan {
  const fitting = Math.min(count, Math.floor((end - start) / COMPONENT.minSize));
  const checkpoints = checkpointsFor(fitting);
  const tally = Uint32Array.of(0xffffffff, 0, 0, start);
  const runs = new U32RunsBuilder(Math.floor(fitting / RECORDS_PER_RUN));
  const w = new SourceWindow(source);
  let read = 0;
  let stopped = false;
  // Bytes asked of the window from the record that did not fit it: the window then starts at that record, and is
  // doubled while the record is longer than it, until it reaches `end` (the record does not fit the file).
  let reach = 0;
  while (read < fitting) {
    if (read > 0 && shouldStop?.()) {
      stopped = true;
      break;
    }
    const at = tally[Tally.At];
    w.at(at, Math.min(reach, end - at));
    const windowEnd = Math.min(end, w.base + w.bytes.length);
    const to = Math.min(fitting, read + BATCH);
    const next = indexRecords(w.view, w.base, checkpoints, runs, read, to, windowEnd, tally);
    if (next > read) reach = 0;
    else if (windowEnd < end) reach = w.base < at ? windowEnd - at + 1 : 2 * w.bytes.length;
    else break;
    read = next;
  }
  if (read < count && !stopped) reportUnreadable(source, tally[Tally.At], end, read, diags);
  return {
    checkpoints: checkpoints.subarray(0, checkpointsFor(read).length),
    end: tally[Tally.At],
    count: read,
    complete: read === count,
    addressRange: tally.subarray(Tally.MinAddress, Tally.MaxAddress + 1),
    addressRuns: runs.finish(read),
    roots: tally[Tally.Roots],
  };
}

/**
 * Records `from` .. `to` - 1, the first starting at tally[At], in `view` (which starts at file offset `base`): keeps
 * the start of each checkpoint record and returns the index of the first record that cannot be read whole before
 * `end` (`to` when all could), tally[At] then being where it starts; widens the tally's address range by the
 * addresses of the records read, adds them to `runs` and counts those whose parent is 0. Kept free of closures and
 * diagnostics so that it is optimised early and never leaves optimised code on a valid file.
 */
function indexRecords(
  view: DataView,
  base: number,
  checkpoints: Uint32Array,
  runs: U32RunsBuilder,
  from: number,
  to: number,
  end: number,
  tally: Uint32Array,
): number {
  let at = tally[Tally.At] - base;
  const limit = end - base;
  let i = from;
  for (; i < to; i++) {
    const next = recordEnd(view, at, limit);
    if (next < 0) break;
    keepCheckpoint(checkpoints, i, at + base);
    const address = view.getUint32(at + COMPONENT.address, true);
    if (address < tally[Tally.MinAddress]) tally[Tally.MinAddress] = address;
    if (address > tally[Tally.MaxAddress]) tally[Tally.MaxAddress] = address;
    runs.add(address, i);
    if (view.getUint32(at + COMPONENT.parent, true) === 0) tally[Tally.Roots]++;
    at = next;
  }
  tally[Tally.At] = at + base;
  return i;
}

/** Where the record at `at` ends, or -1 when it does not fit before `end` or holds a negative count. */
function recordEnd(view: DataView, at: number, end: number): number {
  if (end - at < COMPONENT.minSize) return -1;
  const inputCountAt = at + COMPONENT.inputCount;
  const inputs = view.getInt32(inputCountAt, true);
  if (inputs < 0 || inputs > (end - inputCountAt - 12) / 4) return -1;
  const outputCountAt = inputCountAt + 4 + 4 * inputs;
  const outputs = view.getInt32(outputCountAt, true);
  if (outputs < 0 || outputs > (end - outputCountAt - 8) / 4) return -1;
  const customAt = outputCountAt + 4 + 4 * outputs;
  const custom = view.getInt32(customAt, true);
  if (custom < NULL_CUSTOM_DATA) return -1;
  const size = custom === NULL_CUSTOM_DATA ? 0 : custom;
  if (size > end - customAt - 4) return -1;
  return customAt + 4 + size;
}

/**
 * Where the record at `at`, one the scan read whole, ends: read from the bytes of `w`, which holds the record's
 * fixed fields and counts after the call (a window moving forwards then starts at the record).
 */
export function componentEnd(w: SourceWindow, at: number): number {
  // Only whether the counts are in the window: the scan found them sound.
  const p = w.at(at, COMPONENT.minSize);
  const view = w.view;
  const outputCountAt = p + COMPONENT.inputCount + 4 + 4 * view.getInt32(p + COMPONENT.inputCount, true);
  if (outputCountAt + 4 > view.byteLength) return componentEndPastWindow(w, at);
  const customAt = outputCountAt + 4 + 4 * view.getInt32(outputCountAt, true);
  if (customAt + 4 > view.byteLength) return componentEndPastWindow(w, at);
  const custom = view.getInt32(customAt, true);
  return at + customAt - p + 4 + (custom === NULL_CUSTOM_DATA ? 0 : custom);
}

/** `componentEnd` of a record longer than what the window holds from it: its counts one at a time. */
function componentEndPastWindow(w: SourceWindow, at: number): number {
  const outputCountAt = at + COMPONENT.inputCount + 4 + 4 * countIn(w, at, at + COMPONENT.inputCount);
  const customAt = outputCountAt + 4 + 4 * countIn(w, at, outputCountAt);
  const custom = countIn(w, at, customAt);
  return customAt + 4 + (custom === NULL_CUSTOM_DATA ? 0 : custom);
}

/** The i32 at `field` of the record at `at`, read through `w` with the record's bytes before it. */
function countIn(w: SourceWindow, at: number, field: number): number {
  const p = w.at(at, field + 4 - at);
  return w.view.getInt32(p + field - at, true);
}

/** Why record `i` at `at` cannot be read: the diagnostic on the first field that fails, as `recordEnd` reads them. */
function reportUnreadable(source: ByteSource, at: number, end: number, i: number, diags: DiagnosticSink): void {
  const w = new SourceWindow(source, 1 << 16);
  const i32 = (offset: number): number => {
    const p = w.at(offset, 4);
    return w.view.getInt32(p, true);
  };
  const truncated = (from: number, what: Text): void =>
    diags.report(coreRules.truncated, from, end - from, msg`component ${i}: ${what} runs past the end of the data`);
  const negative = (countAt: number, what: Text): void =>
    diags.report(blotterRules.negativeCount, countAt, 4, msg`component ${i}: ${what} ${i32(countAt)}`);
  if (end - at < COMPONENT.minSize) return truncated(at, msg`record`);
  const inputCountAt = at + COMPONENT.inputCount;
  const inputs = i32(inputCountAt);
  if (inputs < 0) return negative(inputCountAt, msg`input count`);
  if (inputs > (end - inputCountAt - 12) / 4) return truncated(inputCountAt + 4, msg`input pegs`);
  const outputCountAt = inputCountAt + 4 + 4 * inputs;
  const outputs = i32(outputCountAt);
  if (outputs < 0) return negative(outputCountAt, msg`output count`);
  if (outputs > (end - outputCountAt - 8) / 4) return truncated(outputCountAt + 4, msg`output pegs`);
  const customAt = outputCountAt + 4 + 4 * outputs;
  const custom = i32(customAt);
  if (custom < NULL_CUSTOM_DATA) {
    diags.report(blotterRules.customDataLength, customAt, 4, msg`component ${i}: custom data length ${custom}`);
    return;
  }
  truncated(customAt + 4, msg`custom data`);
}
