// Messages between the extension host and the editor webview: one union per direction. Requests carry a `reqId`
// and are answered by exactly one `reply` with the same id (the pattern of microsoft/vscode-hexeditor;
// `editor/replies.ts` keeps the waiting requests). A new request kind: a member of `Query` (answered by the parse
// worker) or `HostRequest` (by the host), and its reply's type in `QueryResults` or `RequestResults`.
// Tree queries are answered by the parse worker; the host forwards them unchanged.
import type { Diagnostic, Severity } from './core/diagnostics';
import type { NodeJson, NodeSummary } from './core/describe';
import type { EditKind } from './core/structure-edit';
import type { Outcome } from './editor/replies';

/** A tree node as the webview shows it. `id` is the index path ("" root, "0.3"). */
export interface NodeRow extends NodeSummary {
  id: string;
  /** Worst diagnostic severity within the node's byte range. */
  worst?: Severity;
}

/** The byte range and worst severity of a slice [start, end) of a node's children (the [0..999] rows). */
export interface GroupSpan {
  start: number;
  end: number;
  offset: number;
  length: number;
  worst?: Severity;
}

/** A run of bytes owned by one deepest node, for colouring the hex view. */
export interface ByteRun {
  offset: number;
  length: number;
  depth: number;
  kind: NodeSummary['kind'];
  /** Parity of the node's index among its siblings, so neighbours get different shades. */
  alt: 0 | 1;
}

export interface NodeDetail {
  row: NodeRow;
  /** Names along the path, e.g. "header.tiles[12].x". */
  path: string;
}

/** Queries answered by the parse worker (forwarded verbatim by the host). */
export type Query =
  | { kind: 'children'; id: string; start: number; count: number }
  | { kind: 'groups'; id: string; start: number; end: number; size: number }
  /** The deepest node containing [offset, offset+length) (length defaults to 1). */
  | { kind: 'pathAt'; offset: number; length?: number }
  | { kind: 'node'; id: string }
  /** The deepest node owning byte `offset`, with its path (one round trip for hover cards). */
  | { kind: 'nodeAt'; offset: number }
  | { kind: 'runs'; offset: number; length: number }
  | { kind: 'search'; pattern: number[]; from: number; backwards: boolean }
  | { kind: 'export'; id: string; depth: number; maxChildren: number }
  /** The structural edits the format offers at a node (empty when none, or the file is not decoded). */
  | { kind: 'editKinds'; id: string };

export interface QueryResults {
  children: NodeRow[];
  groups: GroupSpan[];
  /** Deepest node id owning the byte ("" when only the root does). */
  pathAt: string;
  node: NodeDetail | null;
  nodeAt: NodeDetail | null;
  runs: ByteRun[];
  /** Offset of the next match, or -1. */
  search: number;
  export: NodeJson | null;
  editKinds: EditKind[];
}

export type QueryResult<Q extends Query> = QueryResults[Q['kind']];

/** Requests only the host answers: bytes come straight from the document so the hex view works before decoding ends. */
export type HostRequest =
  | { kind: 'bytes'; offset: number; length: number }
  | { kind: 'edit'; offset: number; type: string; value: string }
  /** A structural edit of the node `id`; the host asks for the text of `setString`. */
  | { kind: 'structure'; id: string; edit: EditKind };

export type Request = Query | HostRequest;

/** Field types an `edit` request can write in place (little-endian), with their sizes in bytes. */
export const editableTypes: Readonly<Record<string, number>> = {
  u8: 1,
  i8: 1,
  bool: 1,
  u16: 2,
  i16: 2,
  f16: 2,
  snorm16: 2,
  u32: 4,
  i32: 4,
  f32: 4,
  u64: 8,
  i64: 8,
  f64: 8,
};

export interface RequestResults extends QueryResults {
  bytes: Uint8Array;
  /** Error text when the value could not be written, else null. */
  edit: string | null;
  /** The node to select once the edited file is decoded; `error` when it could not be made; {} when cancelled. */
  structure: { select?: string; error?: string };
}

export type RequestResult<R extends Request> = RequestResults[R['kind']];

export interface ViewSettings {
  bytesPerRow: number;
  /** Bytes per column group in the hex view (an extra gap every n bytes). */
  groupSize: number;
  showText: boolean;
}

export interface AnalysisState {
  /** Bumped on every re-analysis (after edits); replies from an older generation are stale. */
  generation: number;
  phase: 'reading' | 'parsing' | 'done' | 'stopped' | 'skipped' | 'failed';
  progress: number;
  format?: string;
  version?: string;
  counts: Record<Severity, number>;
  /** One line for the status bar and the webview, e.g. "Spring map v1 · 3 errors". */
  summary: string;
  message?: string;
}

export type ToWebview =
  /** `state`: the view state last saved for this file, for a webview that has none (the tab was closed and reopened). */
  | { type: 'init'; fileName: string; size: number; settings: ViewSettings; state?: unknown }
  | { type: 'analysis'; state: AnalysisState }
  | { type: 'diagnostics'; generation: number; list: Diagnostic[]; total: number }
  | ({ type: 'reply'; reqId: number } & Outcome)
  | { type: 'changed'; size: number }
  | { type: 'settings'; settings: ViewSettings }
  | { type: 'revealRange'; offset: number; length: number }
  | { type: 'command'; name: 'goToOffset' | 'find' | 'revealInTree' };

export type FromWebview =
  | { type: 'ready' }
  | { type: 'request'; reqId: number; body: Request }
  | { type: 'selection'; offset: number; length: number; nodeId?: string }
  /** The webview's view state (scroll, expanded rows, selection), kept by the host per file. */
  | { type: 'state'; state: unknown }
  | { type: 'stopParse' }
  | { type: 'startParse' }
  | { type: 'showProblems' };
