// Properties beyond decoding one input: every node and link inside the file, fixes that never add an error and
// settle after one pass, a file that does not differ from itself, a decode from pages (when the codec accepts the
// file for one) that is the whole-file decode, and structural edits that keep a valid file valid (and, made from the
// pages where the paged decode takes edits, write the same file).
import { Diagnostic } from '../../src/core/diagnostics';
import { AnyCodec, Decoded, PagedDecoding, SiblingFiles } from '../../src/core/format';
import { SpanNode } from '../../src/core/node';
import { StructureEditKind, StructureEditOp, editedBytes } from '../../src/core/structure-edit';
import type { ByteSource } from '../../src/core/byte-source';
import { PartsSink } from '../../src/core/file-parts';
import { partsBytes } from '../helpers/file-parts';
import { diffTrees } from '../../src/diff/diff';
import { MAX_FIX_ROUNDS, applyFixes } from '../../src/fix/apply';
import { analyze } from '../../src/analysis';
import { hashBytes } from './prng';
import { sampleIndexes } from './survey';

export type DerivedProperty =
  | 'node-range'
  | 'fix-adds-error'
  | 'fix-unsettled'
  | 'diff-self'
  | 'paged-differs'
  | 'edit-invalidates'
  | 'paged-edit-differs';
type Fail = (property: DerivedProperty, message: string, e?: unknown) => void;

export interface DerivedInput {
  codec: AnyCodec;
  bytes: Uint8Array;
  decoded: Decoded;
  /** Decode and validate diagnostics together. */
  diagnostics: Diagnostic[];
  fileName: string;
  siblings?: SiblingFiles;
}

/** Nodes looked at per input (both ends of wide arrays), and edit targets collected among them. */
const NODE_LIMIT = 4000;
const CHILDREN_PER_END = 8;

export async function checkDerived(x: DerivedInput, fail: Fail): Promise<void> {
  const editable: { path: string; kinds: StructureEditKind[] }[] = [];
  const valid = !x.diagnostics.some((d) => d.severity === 'error') && x.decoded.model !== undefined;
  walk(x.decoded.root, (n, path) => {
    if (valid && x.codec.structureEdits && path !== '') {
      const kinds = x.codec.structureEdits.kinds(x.decoded, path).filter((k) => k !== 'setString');
      if (kinds.length > 0) editable.push({ path, kinds });
    }
    return checkNodeRange(n, path, x.bytes.length, fail);
  });
  checkSelfDiff(x, fail);
  const paged = x.codec.decodePaged && decodedFromPages(x, fail);
  if (paged) await checkPaged(x, paged.decoding, fail);
  if (x.codec.fix && x.diagnostics.some((d) => d.fix)) await checkFixes(x, fail);
  if (editable.length > 0) await checkEdit(x, editable, paged, fail);
}

function walk(root: SpanNode, visit: (n: SpanNode, path: string) => boolean): void {
  let visited = 0;
  const go = (n: SpanNode, path: string): void => {
    if (++visited > NODE_LIMIT || !visit(n, path)) return;
    for (const i of sampleIndexes(n.childCount, CHILDREN_PER_END))
      go(n.child(i), path === '' ? `${i}` : `${path}.${i}`);
  };
  go(root, '');
}

/** False (stop below) when the node lies outside the file: its children would too. */
function checkNodeRange(n: SpanNode, path: string, size: number, fail: Fail): boolean {
  const inside = (offset: number, length: number) =>
    Number.isInteger(offset) && Number.isInteger(length) && offset >= 0 && length >= 0 && offset + length <= size;
  if (!inside(n.offset, n.length)) {
    fail(
      'node-range',
      `node ${path || 'root'} (${n.name}) at [${n.offset}, +${n.length}) is outside the ${size}-byte file`,
    );
    return false;
  }
  for (const l of n.links ?? [])
    if (!inside(l.offset, l.length))
      fail('node-range', `link "${l.label}" of node ${path} at [${l.offset}, +${l.length}) is outside the file`);
  return true;
}

function checkSelfDiff(x: DerivedInput, fail: Fail): void {
  try {
    const copy = x.bytes.slice();
    const again = x.codec.decode(copy, { fileName: x.fileName });
    const d = diffTrees({ root: x.decoded.root, bytes: x.bytes }, { root: again.root, bytes: copy }, { limit: 3 });
    if (d.total > 0)
      fail('diff-self', `the file differs from itself in ${d.total} places, first ${d.differences[0]?.path}`);
  } catch (e) {
    fail('diff-self', 'diffing the file with itself threw', e);
  }
}

/** The input decoded from its pages, and the source they were read from (every read a copy, as from a file). */
interface PagedInput {
  source: ByteSource;
  decoding: PagedDecoding<unknown, unknown>;
}

function decodedFromPages(x: DerivedInput, fail: Fail): PagedInput | undefined {
  const source: ByteSource = { size: x.bytes.length, read: (at, n) => x.bytes.slice(Math.max(0, at), at + n) };
  try {
    const decoding = x.codec.decodePaged!(source, { fileName: x.fileName });
    return decoding && { source, decoding };
  } catch (e) {
    fail('paged-differs', 'decoding from pages threw', e);
    return undefined;
  }
}

/**
 * Decoded from its pages, the input has the whole-file decode's tree and findings, and validated from its pages the
 * whole-file analysis's findings.
 */
async function checkPaged(x: DerivedInput, paged: PagedDecoding<unknown, unknown>, fail: Fail): Promise<void> {
  try {
    const d = diffTrees(
      { root: x.decoded.root, bytes: x.bytes },
      { root: paged.decoded.root, bytes: x.bytes },
      { limit: 3 },
    );
    if (d.total > 0)
      fail('paged-differs', `the paged decode differs in ${d.total} places, first ${d.differences[0]?.path}`);
    const found = (list: Diagnostic[]) => list.map((f) => `${f.code}@${f.offset}+${f.length}`).join(' ');
    if (found(paged.decoded.diagnostics) !== found(x.decoded.diagnostics))
      fail(
        'paged-differs',
        `the paged decode finds ${found(paged.decoded.diagnostics)}, the whole-file one ${found(x.decoded.diagnostics)}`,
      );
    const options = { fileName: x.fileName, siblings: x.siblings };
    const checked = [...paged.decoded.diagnostics, ...(await x.codec.validate(paged.decoded, paged.held, options))];
    const sorted = (list: Diagnostic[]) => found(list).split(' ').sort().join(' ');
    if (sorted(checked) !== sorted(x.diagnostics))
      fail(
        'paged-differs',
        `validated from pages it finds ${sorted(checked)}, from the whole file ${sorted(x.diagnostics)}`,
      );
  } catch (e) {
    fail('paged-differs', 'decoding from pages threw', e);
  }
}

async function checkFixes(x: DerivedInput, fail: Fail): Promise<void> {
  const options = { format: x.codec, siblings: x.siblings };
  try {
    const once = await applyFixes(x.fileName, x.bytes, options);
    // An input may hide errors: sections it said it could not check, or everything behind a broken header, are
    // checked only once the fix has repaired what they depend on. An input that hides nothing is compared whole; one
    // that hides errors only on the bytes the fixes wrote (an error there is one the fix made, not one it revealed).
    const written = masksErrors(x) ? writtenRange(x.bytes, once.bytes) : { old: undefined, new: undefined };
    const before = errorCounts(x.diagnostics, written?.old);
    const after = written ? errorCounts(once.analysis.diagnostics, written.new) : new Map<string, number>();
    const added = [...after].filter(([code, n]) => n > (before.get(code) ?? 0));
    if (added.length > 0) {
      fail(
        'fix-adds-error',
        `${once.applied.map((f) => f.code).join(', ')} added ` +
          added.map(([code, n]) => `${code} (${before.get(code) ?? 0} -> ${n})`).join(', '),
      );
    }
    if (once.applied.length >= MAX_FIX_ROUNDS)
      fail('fix-unsettled', `fixes still apply after ${MAX_FIX_ROUNDS} rounds`);
    const twice = await applyFixes(x.fileName, once.bytes, options);
    if (twice.applied.length > 0)
      fail('fix-unsettled', `fixing the fixed file applied ${twice.applied.map((f) => f.code).join(', ')}`);
  } catch (e) {
    fail('fix-adds-error', 'fixing threw', e);
  }
}

/** One edit, chosen by the input's hash: the edited file must decode and validate without an error. */
async function checkEdit(
  x: DerivedInput,
  editable: { path: string; kinds: StructureEditKind[] }[],
  paged: PagedInput | undefined,
  fail: Fail,
): Promise<void> {
  const h = hashBytes(x.bytes);
  const target = editable[h % editable.length];
  const kind = target.kinds[(h >>> 16) % target.kinds.length];
  try {
    const op = { kind, path: target.path };
    const r = x.codec.structureEdits!.apply(x.decoded, x.bytes, op);
    const edited = 'error' in r ? undefined : editedBytes(r);
    if (paged?.decoding.editable) checkPagedEdit(x, op, edited, paged, fail);
    if (!edited) return; // refused with a reason the user reads: not a broken file
    const a = await analyze(x.fileName, edited, { format: x.codec, siblings: x.siblings });
    const errors = a.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0)
      fail(
        'edit-invalidates',
        `${kind} ${target.path} made ${errors.length} errors, first ${errors[0].code} at ${errors[0].offset}: ${errors[0].message}`,
      );
  } catch (e) {
    fail('edit-invalidates', `${kind} ${target.path} threw`, e);
  }
}

/**
 * The same edit made from the pages (where the codec's paged decode takes edits) gives the whole-file edit's bytes,
 * as parts of the file, or is refused as it is.
 */
function checkPagedEdit(
  x: DerivedInput,
  op: StructureEditOp,
  whole: Uint8Array | undefined,
  { source, decoding }: PagedInput,
  fail: Fail,
): void {
  try {
    const r = x.codec.structureEdits!.apply(decoding.decoded, decoding.held, op);
    if ('error' in r || whole === undefined) {
      if ('error' in r !== (whole === undefined))
        fail(
          'paged-edit-differs',
          `${op.kind} ${op.path} is refused from ${whole ? 'the pages' : 'the whole file'} only`,
        );
      return;
    }
    if (!('encoded' in r)) return fail('paged-edit-differs', `${op.kind} ${op.path} from the pages is no encoder's`);
    const sink = new PartsSink(source);
    r.encoded.write(sink);
    const bytes = partsBytes(sink.parts(r.encoded.size), x.bytes);
    const at = bytes.findIndex((b, i) => b !== whole[i]);
    if (at >= 0 || bytes.length !== whole.length)
      fail(
        'paged-edit-differs',
        `${op.kind} ${op.path} from the pages writes ${bytes.length} bytes, the whole-file edit ${whole.length}, first difference at ${at}`,
      );
  } catch (e) {
    fail('paged-edit-differs', `${op.kind} ${op.path} from the pages threw`, e);
  }
}

/** The input left sections unchecked (a `*.not-checked` diagnostic), has a broken header, or decoded to no model. */
function masksErrors(x: DerivedInput): boolean {
  return (
    x.decoded.model === undefined ||
    x.diagnostics.some((d) => d.code.endsWith('.not-checked') || (d.severity === 'error' && d.offset < HEADER_BYTES))
  );
}

/** Bytes that count as a file's header here: every format's magic and first fields lie within them. */
const HEADER_BYTES = 16;

type ByteRange = [start: number, end: number];

/** The bytes that differ between a file and its fixed version (common head and tail left out), in each of them. */
function writtenRange(old: Uint8Array, fixed: Uint8Array): { old: ByteRange; new: ByteRange } | undefined {
  const common = Math.min(old.length, fixed.length);
  let head = 0;
  while (head < common && old[head] === fixed[head]) head++;
  if (head === old.length && head === fixed.length) return undefined;
  let tail = 0;
  while (tail < common - head && old[old.length - 1 - tail] === fixed[fixed.length - 1 - tail]) tail++;
  return { old: [head, old.length - tail], new: [head, fixed.length - tail] };
}

/** Errors by code; with `within`, only those whose range touches it. */
function errorCounts(list: Diagnostic[], within?: ByteRange): Map<string, number> {
  const m = new Map<string, number>();
  for (const d of list) {
    if (d.severity !== 'error') continue;
    if (within && !(d.offset < within[1] && d.offset + Math.max(1, d.length) > within[0])) continue;
    m.set(d.code, (m.get(d.code) ?? 0) + 1);
  }
  return m;
}
