import { SpanNode } from '../../src/core/node';

/** The node at a path like `PIDX.entries[3]` (names with spaces allowed before a bracket). */
export function nodeAt(root: SpanNode, path: string): SpanNode | undefined {
  let node: SpanNode | undefined = root;
  for (const part of path.split(/\.(?![^[]*\])/)) {
    // "vertex positions [2]" is one name (a bracket after a space); "records[10]" is a name and an index.
    const [, name, rest] = /^(.* \[\d+\]|[^[]*)((?:\[\d+\])*)$/.exec(part) ?? ['', part, ''];
    const steps = [name, ...(rest.match(/\[\d+\]/g) ?? [])].filter((s) => s !== '');
    for (const step of steps) {
      let next: SpanNode | undefined;
      for (let i = 0; node && i < node.childCount && !next; i++) if (node.child(i).name === step) next = node.child(i);
      node = next;
    }
  }
  return node;
}
