// Structural edits: changes that move bytes (a string's length, an element deleted or duplicated), made on a decoded
// model and written by the format's encoder, so counts, sizes, offsets and pointers come out derived again.
// A format answers which edits apply at a tree node and makes them; the editor offers only what it answers.
import { encodedBytes, type Encoded } from './byte-sink';
import type { Decoded } from './format';
import type { SpanNode } from './node';
import { parsePathId } from './tree';
import { msg, type Text } from './translatable';

export type StructureEditKind = 'setString' | 'delete' | 'duplicate';

export interface StructureEditOp {
  kind: StructureEditKind;
  /** The node's id in the tree (its index path, "3.2.17"), as the editor and `inspect` name it. */
  path: string;
  /** The new text of `setString`. */
  value?: string;
}

/**
 * The re-encoded file (its bytes, or the writes that make it where the encoder works from the model alone), and the
 * id of the node to select in its tree (the edited or new element).
 */
export type EditResult = EditMade | { error: Text | string };
export type EditMade = ({ bytes: Uint8Array } | { encoded: Encoded }) & { select?: string };

/** The edited file's bytes (written into a buffer of their own where the encoder hands back its writes). */
export function editedBytes(r: EditMade): Uint8Array {
  return 'bytes' in r ? r.bytes : encodedBytes(r.encoded);
}

export interface StructureEdits<M, I = unknown> {
  /** The edits that apply at `path`; empty when none does. Cheap: the editor asks on every context menu. */
  kinds(decoded: Decoded<M, I>, path: string): StructureEditKind[];
  apply(decoded: Decoded<M, I>, bytes: Uint8Array, op: StructureEditOp): EditResult;
}

/** What a format offers at one node: each edit it supports there, given the new text for `setString`. */
export type EditActions = Partial<Record<StructureEditKind, (value: string) => EditResult>>;

/** The node at `path` and its ancestors, root first; undefined when the path does not exist. */
export function nodeChain(root: SpanNode, path: string): SpanNode[] | undefined {
  const chain = [root];
  for (const i of parsePathId(path)) {
    const n = chain[chain.length - 1];
    if (!(i >= 0 && i < n.childCount)) return undefined;
    chain.push(n.child(i));
  }
  return chain;
}

/** The index of an element named "[i]", or -1. */
export function elementIndex(node: SpanNode): number {
  const m = /^\[(\d+)\]$/.exec(node.name);
  return m ? Number(m[1]) : -1;
}

/** The id of `path`'s sibling at `index` (the same parent). */
export function siblingPath(path: string, index: number): string {
  const parts = parsePathId(path);
  parts[parts.length - 1] = index;
  return parts.join('.');
}

/** `bytes` without [at, at + length): a deleted element of a run of records. */
export function cutRange(bytes: Uint8Array, at: number, length: number): Uint8Array {
  const out = new Uint8Array(bytes.length - length);
  out.set(bytes.subarray(0, at));
  out.set(bytes.subarray(at + length), at);
  return out;
}

/** `bytes` with [at, at + length) repeated right after itself: a duplicated element. */
export function repeatRange(bytes: Uint8Array, at: number, length: number): Uint8Array {
  const end = at + length;
  const out = new Uint8Array(bytes.length + length);
  out.set(bytes.subarray(0, end));
  out.set(bytes.subarray(at, end), end);
  out.set(bytes.subarray(end), end + length);
  return out;
}

/**
 * A format's StructureEdits from one function that finds the actions at a node. Edits never throw: a failing
 * encoder becomes an error the user reads.
 */
export function structureEdits<M, I = unknown>(
  actions: (decoded: Decoded<M, I> & { model: M }, chain: SpanNode[], path: string) => EditActions,
): StructureEdits<M, I> {
  const find = (decoded: Decoded<M, I>, path: string): EditActions => {
    if (decoded.model === undefined) return {};
    const chain = nodeChain(decoded.root, path);
    return chain ? actions(decoded as Decoded<M, I> & { model: M }, chain, path) : {};
  };
  return {
    kinds: (decoded, path) => (Object.keys(find(decoded, path)) as StructureEditKind[]).sort(),
    apply(decoded, _bytes, op) {
      if (decoded.model === undefined) return { error: msg`the file could not be decoded far enough to be rewritten` };
      const action = find(decoded, op.path)[op.kind];
      if (!action) return { error: msg`${describe(op.kind)} does not apply to this node` };
      if (op.kind === 'setString' && op.value === undefined) return { error: msg`no text given` };
      try {
        return action(op.value ?? '');
      } catch (e) {
        return { error: msg`the edit could not be written: ${e instanceof Error ? e.message : String(e)}` };
      }
    },
  };
}

export function describe(kind: StructureEditKind): Text {
  return kind === 'setString' ? msg`Editing the text` : kind === 'delete' ? msg`Deleting` : msg`Duplicating`;
}
