// Edits of a file decoded from its pages, inside the parse worker. A fix or a picture import the format writes in
// place (a field set, a grid of fixed size written where it is) is made from the model the pages gave and answered
// with the bytes it changes, reading no more of the file than the few bytes it compares; Fix All goes round by round
// so, decoding the pages again with the changes over them. A structural edit or a fix that moves bytes, of a format
// whose encoder writes from the paged model, is made from it and answered as parts of the file (stretches of it that
// only moved, and the new bytes). Any other edit (Fix All with a fix that moves bytes, a structural one of another
// format) asks for the whole file (`whole`) and is made as it is for a file in memory.
import { analyzePaged, type Analysis } from '../analysis';
import type { Handlers } from '../channel/channel';
import type { ByteChange } from '../core/byte-change';
import type { ByteSource } from '../core/byte-source';
import type { SiblingFiles } from '../core/format';
import { MAX_FIX_ROUNDS, appliedFix, type AppliedFix } from '../fix/apply';
import { changesOver, withChanges } from './changed-source';
import { fixableAt, noLongerApplies } from './fix-session';
import { importPictureInPlace } from './picture-import';
import type { EditChannel, FixAllReply, FixReply, StructureEditResult } from './worker-protocol';
import { PartsSink, type FilePart } from '../core/file-parts';
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
    fixAll: async (e) => (await fixAllInPlace(file)) ?? (await whole()).fixAll(e),
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

/**
 * The fix of one diagnostic made from the paged model: the bytes it changes, or (it moves bytes, and the format's
 * encoder writes from the pages) the parts of the repaired file; undefined where it is not made so.
 */
function fixFromModel(file: PagedDecode, target: Parameters<Handlers<EditChannel>['fix']>[0]): FixReply | undefined {
  const a = file.analysis;
  const d = fixableAt(a, target);
  if ('error' in d) return d;
  const writes = a.format.fixFromModel?.(a.decoded, d);
  if (!writes) return undefined;
  const reply = { title: d.fix.title, text: d.fix.text };
  if (!Array.isArray(writes)) {
    const parts = file.editable ? partsOf(file.source, writes) : undefined;
    return parts && { parts, ...reply };
  }
  const changes = changesOver(file.source, writes);
  if (changes.length === 0) return noLongerApplies(d);
  return { changes, ...reply };
}

/**
 * Every determined fix, one per round as src/fix/apply.ts applies them, each made in place and the pages decoded
 * again with the changes so far over them; undefined when one is not made in place (or the changed file no longer
 * decodes from its pages): the whole file's Fix All makes them all.
 */
async function fixAllInPlace(file: PagedDecode): Promise<FixAllReply | undefined> {
  const applied: AppliedFix[] = [];
  const changes: ByteChange[] = [];
  let a = file.analysis;
  let current = file.source;
  for (let round = 0; round < MAX_FIX_ROUNDS; round++) {
    const next = firstFixInPlace(a, current);
    if (next === 'whole') return undefined;
    if (!next) break;
    applied.push(next.applied);
    changes.push(...next.changes);
    current = withChanges(file.source, changes);
    const paged = await analyzePaged(file.fileName, current, { siblings: file.siblings, format: a.format });
    if (!paged) return undefined;
    a = paged.analysis;
  }
  const errors = a.diagnostics.filter((d) => d.severity === 'error').length;
  return applied.length ? { changes, applied, errors } : { applied, errors };
}

/**
 * The first diagnostic's fix that changes bytes, made in place; 'whole' when one before it is not made so (or moves
 * bytes: the next round would decode pages that are no longer where they were).
 */
function firstFixInPlace(
  a: Analysis,
  source: ByteSource,
): { applied: AppliedFix; changes: ByteChange[] } | 'whole' | undefined {
  for (const d of a.diagnostics) {
    if (!d.fix) continue;
    const writes = a.format.fixFromModel?.(a.decoded, d);
    if (!writes || !Array.isArray(writes)) return 'whole';
    const changes = changesOver(source, writes);
    if (changes.length) return { applied: appliedFix(d), changes };
  }
  return undefined;
}
