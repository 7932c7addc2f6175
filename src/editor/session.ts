// Answers the webview's tree queries over one decoded tree. Runs inside the parse worker (and directly in tests):
// everything here is bounded by what one screen shows, never by the size of the file or of an array.
import { DiagnosticIndex, type Diagnostic } from '../core/diagnostics';
import { summarize, toJson } from '../core/describe';
import type { SpanNode } from '../core/node';
import { fieldPath, nodeAt, parsePathId, pathAt, pathId, type NodePath } from '../core/tree';
import type { ByteRun, GroupSpan, NodeDetail, NodeRow, TreeChannel } from '../protocol';
import type { Request, Result, SyncHandlers } from '../channel/channel';
import { searchBytes } from './byte-search';
import type { ByteSource } from '../core/byte-source';
import { columnOf } from './column';
import { completeFieldPath, resolveFieldPath } from './field-paths';
import type { RecordFinder } from './find-record';
import { listRecords } from './record-list';
import type { Analysis } from '../analysis';
import { answerFormatCommand, rowCommands } from './format-command';
import type { StructureEditSession } from './structure-edit-session';
import { english, type Language } from '../core/translatable';

/** Most rows or spans one query returns: a screenful is far less, so this only guards against bad requests. */
const maxBatch = 5000;
/** Runs returned for one hex window; beyond this the rest of the window is left uncoloured. */
const maxRuns = 20000;

export class TreeSession {
  private readonly index: DiagnosticIndex;

  constructor(
    readonly root: SpanNode,
    diagnostics: readonly Diagnostic[],
    private readonly source: ByteSource,
    /** The codec and its decoded model, for queries that need more than the tree (absent: those queries fail). */
    private readonly analysis?: Pick<Analysis, 'format' | 'decoded'>,
    /** Structural edits of the decoded model, when the session has one. */
    readonly structureEdits?: StructureEditSession,
    /** The language of the rows' readings. */
    private readonly lang: Language = english,
  ) {
    this.index = new DiagnosticIndex(diagnostics);
  }

  /** The format's own index of record keys (Go to Record), when the codec has one. */
  private recordFinder(): RecordFinder | undefined {
    const a = this.analysis;
    const find = a?.format.findRecord;
    return find && ((key: string) => find(a.decoded, key));
  }

  /** One tree query, answered by its kind's handler. */
  answer<K extends keyof TreeChannel>(q: Request<TreeChannel, K>): Result<TreeChannel, K> {
    return this.handlers[q.kind](q);
  }

  private readonly handlers: SyncHandlers<TreeChannel> = {
    children: (q) => this.children(q.id, q.start, q.count),
    groups: (q) => this.groups(q.id, q.start, q.end, q.size),
    pathAt: (q) => this.pathAt(q.offset, q.length ?? 1),
    node: (q) => this.node(q.id),
    nodeAt: (q) => this.node(this.pathAt(q.offset, 1)),
    runs: (q) => this.runs(q.offset, q.length),
    search: (q) =>
      searchBytes(this.source, Uint8Array.from(q.pattern), q.from, q.backwards, { ignoreCase: q.ignoreCase }),
    export: (q) => {
      const n = nodeAt(this.root, parsePathId(q.id));
      return n ? toJson(n, q.depth, q.maxChildren, this.lang) : null;
    },
    complete: (q) => completeFieldPath(this.root, q.prefix, this.lang),
    resolvePath: (q) => {
      const path = resolveFieldPath(this.root, q.path);
      return path ? pathId(path) : null;
    },
    records: (q) =>
      listRecords(this.root, q.filter, Math.min(q.limit, maxBatch), this.recordFinder(), undefined, this.lang),
    column: (q) => columnOf(this.root, q.id, this.source),
    formatCommand: (q) => answerFormatCommand(this.analysis, this.source, q),
  };

  private pathAt(offset: number, length: number): string {
    const path = pathAt(this.root, offset);
    // Walk up from the deepest owner of the first byte until the node holds the whole range.
    while (path.length) {
      const n = nodeAt(this.root, path)!;
      if (n.offset + n.length >= offset + length) break;
      path.pop();
    }
    return pathId(path);
  }

  /** `underArray`: an ancestor of the node is an array with elements (Show Column applies to its leaves). */
  private row(n: SpanNode, id: string, underArray: boolean): NodeRow {
    const row: NodeRow = { ...summarize(n, this.lang), id };
    const worst = this.index.worst(n.offset, n.offset + n.length);
    if (worst) row.worst = worst;
    if (underArray && n.childCount === 0) row.column = true;
    const kinds = this.structureEdits?.kinds(id);
    if (kinds?.length) row.structureEdits = kinds;
    const commands = rowCommands(this.analysis, n, this.lang);
    if (commands) row.commands = commands;
    return row;
  }

  /** Whether the node at `path` (a valid path) or one of its ancestors is an array with elements. */
  private inArray(path: NodePath): boolean {
    let n = this.root;
    for (let k = 0; ; n = n.child(path[k++])) {
      if (n.kind === 'array' && n.childCount > 0) return true;
      if (k === path.length) return false;
    }
  }

  private children(id: string, start: number, count: number): NodeRow[] {
    const n = nodeAt(this.root, parsePathId(id));
    if (!n) return [];
    const end = Math.min(n.childCount, start + Math.min(count, maxBatch));
    const prefix = id === '' ? '' : id + '.';
    const underArray = this.inArray(parsePathId(id));
    const out: NodeRow[] = [];
    for (let i = Math.max(0, start); i < end; i++) out.push(this.row(n.child(i), prefix + i, underArray));
    return out;
  }

  /** Spans of consecutive slices of `size` children within [start, end): the rows of a grouped large array. */
  private groups(id: string, start: number, end: number, size: number): GroupSpan[] {
    const n = nodeAt(this.root, parsePathId(id));
    if (!n || size < 1) return [];
    const stop = Math.min(end, n.childCount);
    const out: GroupSpan[] = [];
    for (let s = Math.max(0, start); s < stop && out.length < maxBatch; s += size) {
      const e = Math.min(stop, s + size);
      const first = n.child(s);
      const last = n.child(e - 1);
      const offset = first.offset;
      const length = Math.max(0, last.offset + last.length - offset);
      const g: GroupSpan = { start: s, end: e, offset, length };
      const worst = this.index.worst(offset, offset + length);
      if (worst) g.worst = worst;
      out.push(g);
    }
    return out;
  }

  private node(id: string): NodeDetail | null {
    const path = parsePathId(id);
    const n = nodeAt(this.root, path);
    return n
      ? { row: this.row(n, id, path.length > 0 && this.inArray(path.slice(0, -1))), path: fieldPath(this.root, path) }
      : null;
  }

  /** The deepest nodes covering [offset, offset+length), in order, each with its depth and sibling parity. */
  private runs(offset: number, length: number): ByteRun[] {
    const out: ByteRun[] = [];
    const end = offset + length;
    const visit = (n: SpanNode, depth: number, alt: 0 | 1): void => {
      if (out.length >= maxRuns || n.length === 0) return;
      if (n.childCount === 0) {
        out.push({ offset: n.offset, length: n.length, depth, kind: n.kind, alt });
        return;
      }
      for (let i = firstChildEndingAfter(n, offset); i < n.childCount && out.length < maxRuns; i++) {
        const c = n.child(i);
        if (c.offset >= end) break;
        if (c.shadow || c.offset + c.length <= offset) continue;
        visit(c, depth + 1, (i & 1) as 0 | 1);
      }
    };
    visit(this.root, 0, 0);
    return out;
  }
}

/** Index of the first child that ends after `offset` (children are sorted); binary search for big arrays. */
function firstChildEndingAfter(n: SpanNode, offset: number): number {
  if (n.childCount <= 64) return 0;
  let lo = 0;
  let hi = n.childCount;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const c = n.child(mid);
    if (c.offset + c.length <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
