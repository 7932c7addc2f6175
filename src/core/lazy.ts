// A composite whose children are built the first time anyone looks at them (a PACK section, a chunk of records):
// its span is known from an index, so the tree can list thousands of them without decoding any.
import { NodeKind, NodeLink, Reading, SpanNode } from './node';

export interface LazyInit {
  name: string;
  type: string;
  kind?: NodeKind;
  offset: number;
  length: number;
  display?: Reading;
}

export class LazyNode implements SpanNode {
  readonly name: string;
  readonly type: string;
  readonly kind: NodeKind;
  readonly offset: number;
  readonly length: number;
  readonly display?: Reading;
  shadow?: boolean;
  partial?: boolean;
  private built?: SpanNode[];

  /** `build` must return children that tile [offset, offset + length) (use `tile`). */
  constructor(
    init: LazyInit,
    private readonly build: () => SpanNode[],
  ) {
    this.name = init.name;
    this.type = init.type;
    this.kind = init.kind ?? 'struct';
    this.offset = init.offset;
    this.length = init.length;
    if (init.display !== undefined) this.display = init.display;
  }

  private get children(): SpanNode[] {
    return (this.built ??= this.build());
  }

  get childCount(): number {
    return this.children.length;
  }

  child(index: number): SpanNode {
    return this.children[index];
  }
}

/**
 * A record in a big list (a component, a wire): it costs one small object until it is looked at, then `build`
 * reads the whole record once — its fields and its summary (`display`), which are made together.
 */
export class LazyRecordNode implements SpanNode {
  readonly kind: NodeKind = 'struct';
  shadow?: boolean;
  key?: string;
  recordKind?: string;
  private built?: SpanNode;

  /** `build` must return a node with this name, type and span. */
  constructor(
    readonly name: string,
    readonly type: string,
    readonly offset: number,
    readonly length: number,
    private readonly build: () => SpanNode,
  ) {}

  private get node(): SpanNode {
    return (this.built ??= this.build());
  }

  get display(): Reading | undefined {
    return this.node.display;
  }
  get links(): readonly NodeLink[] | undefined {
    return this.node.links;
  }
  get partial(): boolean | undefined {
    return this.node.partial;
  }
  get childCount(): number {
    return this.node.childCount;
  }

  child(index: number): SpanNode {
    return this.node.child(index);
  }
}
