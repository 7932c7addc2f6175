// The tree's first rows for a finished analysis (see TreeStart), asked of whatever answers tree queries: the parse
// worker for the extension's panel.
import { sliceSize, TREE_SLICE, type QueryResult, type TreeQuery, type TreeStart } from '../protocol';

export type TreeAsk = <Q extends TreeQuery>(q: Q) => Promise<QueryResult<Q>> | QueryResult<Q>;

export async function treeStart(ask: TreeAsk): Promise<TreeStart | undefined> {
  const root = (await ask({ kind: 'node', id: '' }))?.row;
  if (!root) return undefined;
  // The children the webview would ask for on opening: none of a leaf, and those of one slice only.
  const open = root.childCount > 0 && sliceSize(root.childCount) === 1;
  return { root, children: open ? await ask({ kind: 'children', id: '', start: 0, count: TREE_SLICE }) : undefined };
}
