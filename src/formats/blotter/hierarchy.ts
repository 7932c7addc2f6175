// A second view of the components: children under their parents. Every node here is a shadow (the bytes belong
// to the file-order list), so tiling and coverage skip it. The parent -> children table is built on first use.
import { NodeLink, SpanNode } from '../../core/node';
import { componentEnd } from './component-scan';
import { ComponentTable } from './component-table';
import { COMPONENT } from './layout';
import { componentLabel, componentLink } from './component-node';
import { SaveIndex } from './save-index';
import { counted, render, type Text } from '../../core/translatable';

/** Children of each component in compressed rows: children of i are list[start[i] .. start[i+1]). */
interface ChildRows {
  roots: Uint32Array;
  start: Uint32Array;
  list: Uint32Array;
}

/** parentIndex's mark of a component whose parent is 0 (a missing parent, or itself, is -1). */
const ROOT = -2;

/** Children of every component, grouped by parent (needs the address map: built when a root is first opened). */
function buildRows(t: ComponentTable): ChildRows {
  const n = t.count;
  const parentIndex = new Int32Array(n);
  const start = new Uint32Array(n + 1);
  let roots = 0;
  const w = t.pass();
  for (let i = 0, at = t.start(0); i < n; i++, at = componentEnd(w, at)) {
    const field = w.at(at + COMPONENT.parent, 4);
    const parent = w.view.getUint32(field, true);
    const p = parent === 0 ? ROOT : t.find(parent);
    parentIndex[i] = p === i ? -1 : p;
    if (p === ROOT) roots++;
    else if (parentIndex[i] >= 0) start[parentIndex[i] + 1]++;
  }
  for (let i = 0; i < n; i++) start[i + 1] += start[i];
  const fill = start.slice(0, n);
  const list = new Uint32Array(start[n]);
  const rootList = new Uint32Array(roots);
  let r = 0;
  for (let i = 0; i < n; i++) {
    const p = parentIndex[i];
    if (p === ROOT) rootList[r++] = i;
    else if (p >= 0) list[fill[p]++] = i;
  }
  return { roots: rootList, start, list };
}

class HierarchyNode implements SpanNode {
  readonly kind = 'struct' as const;
  readonly shadow = true;
  readonly type: string;

  constructor(
    readonly name: string,
    readonly offset: number,
    readonly length: number,
    private readonly save: SaveIndex,
    private readonly rows: () => ChildRows,
    /** Components with parent 0, the top level (orphans are left to the parent rules): counted by decode's scan. */
    private readonly rootCount: number,
    /** Component index, or -1 for the top of the view. */
    private readonly component: number,
    readonly links?: NodeLink[],
  ) {
    this.type = component < 0 ? 'ComponentHierarchy' : 'Component';
  }

  private range(): [number, number] {
    const r = this.rows();
    return this.component < 0 ? [0, r.roots.length] : [r.start[this.component], r.start[this.component + 1]];
  }

  get childCount(): number {
    if (this.component < 0) return this.rootCount;
    const [a, b] = this.range();
    return b - a;
  }

  get display(): Text {
    const n = this.childCount;
    return this.component < 0 ? counted(n, 'root component') : counted(n, 'child component');
  }

  child(index: number): SpanNode {
    const r = this.rows();
    const i = this.component < 0 ? r.roots[index] : r.list[r.start[this.component] + index];
    const t = this.save.components;
    return new HierarchyNode(
      render(componentLabel(this.save, i)),
      t.start(i),
      t.length(i),
      this.save,
      this.rows,
      this.rootCount,
      i,
      [componentLink(this.save, i)],
    );
  }
}

export function hierarchyNode(save: SaveIndex, offset: number, length: number): SpanNode {
  let rows: ChildRows | undefined;
  return new HierarchyNode(
    'hierarchy',
    offset,
    length,
    save,
    () => (rows ??= buildRows(save.components)),
    save.components.roots,
    -1,
  );
}
