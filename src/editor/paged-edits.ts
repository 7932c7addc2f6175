// Edits of a file decoded from its pages, inside the parse worker. A fix or a picture import the format writes in
// place (a field set, a grid of fixed size written where it is) is made from the model the pages gave and answered
// with the bytes it changes, reading no more of the file than the few bytes it compares. A structural edit or a fix
// that moves bytes, of a format whose encoder writes from the paged model, is made from it and answered as parts of
// the file (stretches of it that only moved, and the new bytes). Fix All goes round by round so, decoding the pages
// again with the rounds so far over them. Any other edit (a fix made only from the whole file, a structural one of a
// format whose paged model takes none) asks for the whole file (`whole`) and is made as it is for a file in memory.
import { analyzePaged, type Analysis } from '../analysis';
import type { Handlers } from '../channel/channel';
import type { ByteChange } from '../core/byte-change';
import type { Diagnostic } from '../core/diagnostics';
import type { ByteSource } from '../core/byte-source';
import type { SiblingFiles } from '../core/format';
import { MAX_FIX_ROUNDS, appliedFix, type AppliedFix } from '../fix/apply';
import { changesOver, withChanges } from './changed-source';
import { fixableAt, noLongerApplies } from './fix-session';
import { importPictureInPlace } from './picture-import';
import type { EditChannel, FixAllReply, FixReply, StructureEditResult } from './worker-protocol';
import { PartsSink, composeParts, partsSource, type FilePart } from '../core/file-parts';
import type { Encoded } from '../core/byte-sink';
import type { StructureEditOp } from '../core/structure-edit';

export interface PagedDecode {
  analysis: Analysis;
  /** What the paged decode held (the file with its bulk left out). */
  held: Uint8Array;
  /** The file, read in pages. */
  source: ByteSource;
  fileName: string;
  siblings: SiblingFiles;
  /** Structural edits work from the paged model (PagedDecoding.editable). */
  editable?: boolean;
}

export function pagedEditHandlers(
  file: PagedDecode,
  whole: () => Promise<Handlers<EditChannel>>,
): Handlers<EditChannel> {
  const { analysis: a, held } = file;
  return {
    structureEdit: async (e) => structureEditOnPages(file, e.op) ?? (await whole()).structureEdit(e),
    fix: async (e) => fixFromModel(file, e) ?? (await whole()).fix(e),
    fixAll: async (e) => (await fixAllFromModel(file)) ?? (await whole()).fixAll(e),
    importPicture: async (e) =>
      (await importPictureInPlace(a.format, a.decoded, held, e)) ?? (await whole()).importPicture(e),
  };
}

/** The structural edit made from the paged model, as parts of the file; undefined where the format cannot. */
function structureEditOnPages(file: PagedDecode, op: StructureEditOp): StructureEditResult | undefined {
  const edits = file.analysis.format.structureEdits;
  if (!file.editable || !edits) return undefined;
  const r = edits.apply(file.analysis.decoded, file.held, op);
  if ('error' in r) return r;
  if (!('encoded' in r)) return undefined;
  const parts = partsOf(file.source, r.encoded);
  return parts && { parts, select: r.select };
}

/** The encoded file as parts over `source`; undefined when its writes fail (the whole-file edit says why). */
function partsOf(source: ByteSource, encoded: Encoded): FilePart[] | undefined {
  const sink = new PartsSink(source);
  try {
    encoded.write(sink);
    return sink.parts(encoded.size);
  } catch {
    return undefined;
  }
}

/** The fix of one diagnostic made from the paged model; undefined where it is not made so. */
function fixFromModel(file: PagedDecode, target: Parameters<Handlers<EditChannel>['fix']>[0]): FixReply | undefined {
  const a = file.analysis;
  const d = fixableAt(a, target);
  if ('error' in d) return d;
  const r = repairFromModel(a, d, file.source, file.editable === true);
  if (!r) return undefined;
  if ('changes' in r && r.changes.length === 0) return noLongerApplies(d);
  return { ...r, title: d.fix.title, text: d.fix.text };
}

/**
 * The fix of `d` made from the model `a` decoded from `source`: the bytes it changes in place, or (it moves bytes,
 * and the paged model takes edits) the repaired file as parts of `source`; undefined where it is not made so.
 */
function repairFromModel(
  a: Analysis,
  d: Diagnostic,
  source: ByteSource,
  editable: boolean,
): { changes: ByteChange[] } | { parts: FilePart[] } | undefined {
  const writes = a.format.fixFromModel?.(a.decoded, d);
  if (!writes) return undefined;
  if (Array.isArray(writes)) return { changes: changesOver(source, writes) };
  const parts = editable ? partsOf(source, writes) : undefined;
  return parts && { parts };
}

/**
 * Every determined fix, one per round as src/fix/apply.ts applies them, each made from the model the pages gave and
 * the pages decoded again with the changes so far over them; undefined when one is not made so (or the changed file
 * no longer decodes from its pages): the whole file's Fix All makes them all. In place, the reply is the bytes
 * changed; once a fix moved bytes, the repaired file as parts of the file.
 */
async function fixAllFromModel(file: PagedDecode): Promise<FixAllReply | undefined> {
  const applied: AppliedFix[] = [];
  let changes: ByteChange[] = [];
  /** The file as the last fix that moved bytes left it, as parts of the file; undefined before one. */
  let moved: FilePart[] | undefined;
  let a = file.analysis;
  let current = file.source;
  for (let round = 0; round < MAX_FIX_ROUNDS; round++) {
    const next = firstFixFromModel(a, current, file.editable === true);
    if (next === 'whole') return undefined;
    if (!next) break;
    applied.push(next.applied);
    if ('changes' in next) changes.push(...next.changes);
    else {
      moved = composeParts(next.parts, changed(moved ?? [{ from: 0, length: file.source.size }], changes));
      changes = [];
    }
    current = withChanges(moved ? partsSource(file.source, moved) : file.source, changes);
    const paged = await analyzePaged(file.fileName, current, { siblings: file.siblings, format: a.format });
    if (!paged) return undefined;
    a = paged.analysis;
  }
  const errors = a.diagnostics.filter((d) => d.severity === 'error').length;
  if (moved) return { parts: changed(moved, changes), applied, errors };
  return applied.length ? { changes, applied, errors } : { applied, errors };
}

/** `parts` with `changes` written over the file they make, in order. */
function changed(parts: FilePart[], changes: readonly ByteChange[]): FilePart[] {
  let out = parts;
  for (const c of changes) {
    const size = out.reduce((n, p) => n + ('bytes' in p ? p.bytes.length : p.length), 0);
    const end = c.offset + c.bytes.length;
    out = composeParts([{ from: 0, length: c.offset }, { bytes: c.bytes }, { from: end, length: size - end }], out);
  }
  return out;
}

/** The first diagnostic's fix that changes bytes, made from the model; 'whole' when one before it is not made so. */
function firstFixFromModel(
  a: Analysis,
  source: ByteSource,
  editable: boolean,
): ({ applied: AppliedFix } & ({ changes: ByteChange[] } | { parts: FilePart[] })) | 'whole' | undefined {
  for (const d of a.diagnostics) {
    if (!d.fix) continue;
    const r = repairFromModel(a, d, source, editable);
    if (!r) return 'whole';
    if (!('changes' in r) || r.changes.length) return { applied: appliedFix(d), ...r };
  }
  return undefined;
}
