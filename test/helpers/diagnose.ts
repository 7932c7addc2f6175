// What format tests read back from hand-built bytes: the tree and every diagnostic, decode and validate together as
// the editor and the CLI run them, and a node found by its names.
import { Diagnostic } from '../../src/core/diagnostics';
import { FormatCodec } from '../../src/core/format';
import { SpanNode } from '../../src/core/node';

export async function diagnoseWith<M, I>(
  codec: FormatCodec<M, I>,
  bytes: Uint8Array,
): Promise<{ root: SpanNode; diags: Diagnostic[] }> {
  const d = codec.decode(bytes);
  const extra = await codec.validate(d, bytes, {});
  return { root: d.root, diags: [...d.diagnostics, ...extra] };
}

/** A node by its names from the root, e.g. "TRAK/records/[0]/track_type". */
export function nodeByPath(root: SpanNode, path: string): SpanNode {
  let n = root;
  for (const name of path.split('/')) {
    const next = Array.from({ length: n.childCount }, (_, i) => n.child(i)).find((c) => c.name === name);
    if (!next) throw new Error(`no ${name} under ${n.name}`);
    n = next;
  }
  return n;
}
