// The structure tree as a flat list of visible items, loaded lazily: expanding a node fetches at most `groupLimit`
// rows. Nodes with more children show slices ([0..999], [1000..1999] …), nested as deep as the count needs,
// so a million-element array is 1000 rows and each slice another 1000.
import { parsePathId } from '../src/core/tree';
import { sliceSize, TREE_SLICE as groupLimit, type GroupSpan, type NodeRow, type TreeStart } from '../src/protocol';

export interface NodeItem {
  kind: 'node';
  key: string;
  row: NodeRow;
  depth: number;
  expanded: boolean;
}

export interface GroupItem {
  kind: 'group';
  key: string;
  parentId: string;
  span: GroupSpan;
  depth: number;
  expanded: boolean;
}

export type TreeItem = NodeItem | GroupItem;

export interface TreeSource {
  node(id: string): Promise<NodeRow | undefined>;
  children(id: string, start: number, count: number): Promise<NodeRow[]>;
  groups(id: string, start: number, end: number, size: number): Promise<GroupSpan[]>;
}

function nodeItems(rows: NodeRow[], depth: number): TreeItem[] {
  return rows.map((row) => ({ kind: 'node', key: row.id, row, depth, expanded: false }));
}

export function hasChildren(item: TreeItem): boolean {
  return item.kind === 'group' || item.row.childCount > 0;
}

export function itemRange(item: TreeItem): { offset: number; length: number } {
  return item.kind === 'node' ? item.row : item.span;
}

export class TreeModel {
  items: TreeItem[] = [];
  private readonly busy = new Map<string, Promise<void>>();

  constructor(private readonly source: TreeSource) {}

  /**
   * Load the root; with `open`, also its first children. Taken from `start` when the host sent them, otherwise
   * asked for in the same round trip as the root (a tree shown on opening waits for one answer, not two).
   */
  async load(open = false, start?: TreeStart): Promise<void> {
    const [root, children] = start
      ? [start.root, open ? start.children : undefined]
      : await Promise.all([this.source.node(''), open ? this.source.children('', 0, groupLimit) : undefined]);
    const item: NodeItem | undefined = root && { kind: 'node', key: '', row: root, depth: 0, expanded: false };
    this.items = item ? [item] : [];
    this.busy.clear();
    // Children that need slices are fetched by expand(), as groups.
    if (!item || !children || !hasChildren(item) || sliceSize(item.row.childCount) > 1) return;
    item.expanded = true;
    this.items.push(...nodeItems(children, 1));
  }

  indexOf(key: string): number {
    return this.items.findIndex((i) => i.key === key);
  }

  /** Expand the item with `key` (no-op when expanded, a leaf, or gone). Concurrent calls share one fetch. */
  expand(key: string): Promise<void> {
    const running = this.busy.get(key);
    if (running) return running;
    const item = this.items[this.indexOf(key)];
    if (!item || item.expanded || !hasChildren(item)) return Promise.resolve();
    const job = this.fetchChildren(item)
      .then((children) => {
        const at = this.indexOf(key);
        if (at < 0 || this.items[at] !== item || item.expanded) return;
        item.expanded = true;
        this.items.splice(at + 1, 0, ...children);
      })
      .finally(() => this.busy.delete(key));
    this.busy.set(key, job);
    return job;
  }

  collapse(key: string): void {
    const at = this.indexOf(key);
    const item = this.items[at];
    if (!item?.expanded) return;
    item.expanded = false;
    let end = at + 1;
    while (end < this.items.length && this.items[end].depth > item.depth) end++;
    this.items.splice(at + 1, end - at - 1);
  }

  /** Index of the nearest item above `index` with a smaller depth (its parent row), or -1. */
  parentIndex(index: number): number {
    const depth = this.items[index]?.depth ?? 0;
    for (let i = index - 1; i >= 0; i--) if (this.items[i].depth < depth) return i;
    return -1;
  }

  /** Expand the ancestors (and slices) of node `id` so it is in the list; returns its index or -1. */
  async reveal(id: string): Promise<number> {
    const path = parsePathId(id);
    let key = '';
    for (let k = 0; k < path.length; k++) {
      await this.expand(key);
      const childId = path.slice(0, k + 1).join('.');
      let parent = this.indexOf(key);
      for (;;) {
        if (parent < 0) return -1;
        const next = this.directChild(parent, childId, path[k]);
        if (!next) return -1;
        if (next.kind === 'node') break;
        await this.expand(next.key);
        parent = this.indexOf(next.key);
      }
      key = childId;
    }
    return this.indexOf(id);
  }

  /** Among the rows directly under items[parent]: the node `childId`, or the slice holding child index `index`. */
  private directChild(parent: number, childId: string, index: number): TreeItem | undefined {
    const depth = this.items[parent].depth;
    for (let i = parent + 1; i < this.items.length && this.items[i].depth > depth; i++) {
      const it = this.items[i];
      if (it.depth !== depth + 1) continue;
      if (it.kind === 'node' ? it.key === childId : index >= it.span.start && index < it.span.end) return it;
    }
    return undefined;
  }

  private async fetchChildren(item: TreeItem): Promise<TreeItem[]> {
    const id = item.kind === 'node' ? item.row.id : item.parentId;
    const start = item.kind === 'node' ? 0 : item.span.start;
    const end = item.kind === 'node' ? item.row.childCount : item.span.end;
    const depth = item.depth + 1;
    const size = sliceSize(end - start);
    if (size === 1) {
      return nodeItems(await this.source.children(id, start, end - start), depth);
    }
    const spans = await this.source.groups(id, start, end, size);
    return spans.map((span) => ({
      kind: 'group',
      key: `${id}:${span.start}-${span.end}`,
      parentId: id,
      span,
      depth,
      expanded: false,
    }));
  }
}
