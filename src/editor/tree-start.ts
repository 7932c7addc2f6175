// The tree's first rows for a finished analysis (see TreeStart), asked of whatever answers tree queries: the parse
// worker for the extension's panel.
import { TREE_SLICE, type QueryResult, type TreeQuery, type TreeStart } from '../protocol';

export type TreeAsk = <Q extends TreeQuery>(q: Q) => Promise<QueryResult<Q>> | QueryResult<Q>;

export async function treeStart(ask: TreeAsk): Promise<TreeStart | undefined> {
  const root = (await ask({ kind: 'node', id: '' }))?.row;
  if (!root) return undefined;
  const open = root.childCount > 0 && root.childCount <= TREE_SLICE;
  return { root, children: open ? await ask({ kind: 'children', id: '', start: 0, count: TREE_SLICE }) : undefined };
}
