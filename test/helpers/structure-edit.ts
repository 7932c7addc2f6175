// Running a structural edit the way the editor does (decode, apply on the model, re-encode) and comparing trees by
// their values, not their offsets: after an edit everything behind it moves, and only what was edited may change.
import { render } from '../../src/core/translatable';
import { expect } from 'vitest';
import { analyze } from '../../src/analysis';
import { summarize } from '../../src/core/describe';
import type { Decoded, FormatCodec } from '../../src/core/format';
import type { SpanNode } from '../../src/core/node';
import { editedBytes, type StructureEditOp } from '../../src/core/structure-edit';
import { nodeAt, parsePathId } from '../../src/core/tree';

/** The id of the node reached by child names from the root, e.g. "PACK/sections/section (240, 240)". */
export function idOf(root: SpanNode, names: string): string {
  const path: number[] = [];
  let n = root;
  for (const name of names.split('/')) {
    const i = Array.from({ length: n.childCount }, (_, k) => n.child(k).name).indexOf(name);
    if (i < 0) throw new Error(`no ${name} under ${n.name}`);
    path.push(i);
    n = n.child(i);
  }
  return path.join('.');
}

export function nodeOf(root: SpanNode, id: string): SpanNode {
  const n = nodeAt(root, parsePathId(id));
  if (!n) throw new Error(`no node ${id}`);
  return n;
}

/** Every leaf below `n` as "path = value" (paths from `n`), in order: what a node holds, wherever it lies. */
export function values(n: SpanNode, prefix = ''): string[] {
  if (n.childCount === 0) return [`${prefix} = ${summarize(n).display ?? summarize(n).value ?? ''}`];
  const out: string[] = [];
  for (let i = 0; i < n.childCount; i++)
    for (const v of values(n.child(i), `${prefix}/${n.child(i).name}`)) out.push(v);
  return out;
}

export interface Edited {
  before: SpanNode;
  after: SpanNode;
  bytes: Uint8Array;
  select?: string;
}

/**
 * Decode `bytes`, apply `op` (it must succeed) and check the result: it validates with no new diagnostic but the
 * codes in `expected` (an edit whose point is to make one).
 */
export async function edit<M, I>(
  format: FormatCodec<M, I>,
  bytes: Uint8Array,
  op: StructureEditOp,
  fileName?: string,
  expected: readonly string[] = [],
): Promise<Edited> {
  const name = fileName ?? 'edited';
  const original = await analyze(name, bytes, { format });
  const decoded = original.decoded as Decoded<M, I>;
  expect(format.structureEdits!.kinds(decoded, op.path)).toContain(op.kind);
  const r = format.structureEdits!.apply(decoded, bytes, op);
  if ('error' in r) throw new Error(render(r.error));
  const edited = editedBytes(r);
  const a = await analyze(name, edited, { format });
  const known = new Set([...original.diagnostics.map((d) => d.code), ...expected]);
  expect(a.diagnostics.filter((d) => !known.has(d.code)).map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return { before: decoded.root, after: a.decoded.root, bytes: edited, select: r.select };
}
