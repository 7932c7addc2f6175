// How a PACK section is laid out. The reader identifies the format by the first byte and accepts a header only when
// solo_count + inst_count equals the PIDX model_count (and inst_count is 0 or PROT exists); otherwise the section is
// read as flat MODL records (format 0). Formats 3..6 split the records into chunks listed in a chunk table.

export const SectionFormat = { flat: 0, v8: 1, umes: 2, chnk: 3, utex: 4, protInst: 5, v13: 6 } as const;
export const sectionFormatNames = ['flat (v7)', 'v8', 'v9 UMES', 'v10 CHNK', 'v11 UTEX', 'v12 PROT+INST', 'v13'];

export type RecordKind = 'model' | 'solo' | 'inst8' | 'inst13';

/** A run of records of one kind: at an absolute offset, or (at = -1) right after the previous run. */
export interface Run {
  kind: RecordKind;
  count: number;
  at: number;
  /** Index in the chunk table, -1 outside chunks. */
  chunk: number;
}

export interface SectionLayout {
  format: number;
  start: number;
  end: number;
  models: number;
  solo: number;
  inst: number;
  meshCount: number;
  meshListAt: number;
  textureCount: number;
  textureListAt: number;
  chunkCount: number;
  chunkTableAt: number;
  /** Where the header (with its lists and chunk table) ends. */
  headerEnd: number;
  /** Why a header-looking first byte was not accepted. */
  rejected?: 'counts' | 'no-prot' | 'short';
}

const hasMeshList = (f: number) => f >= SectionFormat.umes;
const hasTextureList = (f: number) => f >= SectionFormat.utex;
const hasChunks = (f: number) => f >= SectionFormat.chnk;
/** Chunk table entry: {model_count, offset} in formats 3-4, {solo, inst, offset} from format 5. */
export const chunkEntrySize = (f: number) => (f >= SectionFormat.protInst ? 12 : 8);

function flat(start: number, end: number, models: number, rejected?: SectionLayout['rejected']): SectionLayout {
  return {
    format: 0,
    start,
    end,
    models,
    solo: models,
    inst: 0,
    meshCount: 0,
    meshListAt: -1,
    textureCount: 0,
    textureListAt: -1,
    chunkCount: 0,
    chunkTableAt: -1,
    headerEnd: start,
    rejected,
  };
}

/** The layout of the section [start, end) that PIDX says holds `models` records. Never reads past `end`. */
export function sectionLayout(
  view: DataView,
  start: number,
  end: number,
  models: number,
  protPresent: boolean,
): SectionLayout {
  const first = start < end ? view.getUint8(start) : 0;
  if (first < 1 || first > 6) return flat(start, end, models);
  if (start + 9 > end) return flat(start, end, models, 'short');
  const solo = view.getUint32(start + 1, true);
  const inst = view.getUint32(start + 5, true);
  if (solo + inst !== models) return flat(start, end, models, 'counts');
  if (inst !== 0 && !protPresent) return flat(start, end, models, 'no-prot');
  // Filled in place: every layout keeps flat()'s shape, so the loops that read them see one object map.
  const l = flat(start, end, models);
  l.format = first;
  l.solo = solo;
  l.inst = inst;
  let at = start + 9;
  const list = (): [number, number] => {
    if (at + 4 > end) return [0, -1];
    const n = view.getUint32(at, true);
    const listAt = at + 4;
    at = listAt + 4 * Math.min(n, Math.floor((end - listAt) / 4) + 1);
    return [n, listAt];
  };
  if (hasMeshList(first)) [l.meshCount, l.meshListAt] = list();
  if (hasTextureList(first)) [l.textureCount, l.textureListAt] = list();
  if (hasChunks(first)) {
    if (at + 4 <= end) {
      l.chunkCount = view.getUint32(at, true);
      l.chunkTableAt = at + 4;
      at =
        l.chunkTableAt +
        chunkEntrySize(first) * Math.min(l.chunkCount, Math.floor((end - l.chunkTableAt) / chunkEntrySize(first)) + 1);
    } else at = end + 1;
  }
  l.headerEnd = at;
  return l;
}

/** True when the header (lists and chunk table) fits in the section. */
export function headerFits(l: SectionLayout): boolean {
  return l.headerEnd <= l.end && l.meshListAt <= l.end && l.textureListAt <= l.end;
}

/** The record runs of a section, in file order of the chunk table. Call only when `headerFits`. */
export function sectionRuns(view: DataView, l: SectionLayout): Run[] {
  const f = l.format;
  const soloKind: RecordKind = f === SectionFormat.v13 ? 'solo' : 'model';
  const instKind: RecordKind = f === SectionFormat.v13 ? 'inst13' : 'inst8';
  if (!hasChunks(f)) {
    const runs: Run[] = [{ kind: 'model', count: l.solo, at: l.headerEnd, chunk: -1 }];
    if (l.inst > 0) runs.push({ kind: 'inst8', count: l.inst, at: -1, chunk: -1 });
    return runs;
  }
  const runs: Run[] = [];
  const size = chunkEntrySize(f);
  for (let c = 0; c < l.chunkCount; c++) {
    const e = l.chunkTableAt + c * size;
    if (size === 12) {
      runs.push({
        kind: soloKind,
        count: view.getUint32(e, true),
        at: l.start + view.getUint32(e + 8, true),
        chunk: c,
      });
      runs.push({ kind: instKind, count: view.getUint32(e + 4, true), at: -1, chunk: c });
    } else {
      runs.push({
        kind: soloKind,
        count: view.getUint32(e, true),
        at: l.start + view.getUint32(e + 4, true),
        chunk: c,
      });
    }
  }
  // Formats 3-4 have no inst counts per chunk: their instances follow the last chunk.
  if (size === 8 && l.inst > 0) runs.push({ kind: instKind, count: l.inst, at: -1, chunk: -1 });
  return runs;
}
