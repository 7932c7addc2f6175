// Messages between the extension host and the editor webview: one union per direction. The webview's requests are
// declared once, each with its result, in `TreeChannel` and `PictureChannel` (answered by the parse worker; the
// host forwards them unchanged) and `HostChannel` (answered by the host); they travel through src/channel/.
import type { Diagnostic, DiagnosticMark, Severity } from './core/diagnostics';
import type { NodeJson, NodeSummary } from './core/describe';
import type { StructureEditKind } from './core/structure-edit';
import type { CommandArgs, FormatCommandReply } from './core/format-command';
import type { Events, ReplyMessage, Request, RequestMessage, Result } from './channel/channel';
import { scalarSizes } from './core/scalars';
import type { PictureInfo, ShownSource } from './core/pictures/picture';
import type { PictureData, Region } from './core/pictures/sample';

/** A tree node as the webview shows it. `id` is the index path ("" root, "0.3"). */
export interface NodeRow extends NodeSummary {
  id: string;
  /** Worst diagnostic severity within the node's byte range. */
  worst?: Severity;
  /** Show Column applies: a leaf inside an element of an array. */
  column?: true;
  /** The structural edits the format offers at the node (the tree's context menu lists them). */
  structureEdits?: StructureEditKind[];
  /** The format's own commands that apply at the node (the tree's context menu lists them). */
  commands?: RowCommand[];
}

/** A format's command at a tree row: its id, its title in the page's language, whether the hover card offers it. */
export interface RowCommand {
  id: string;
  title: string;
  card?: true;
}

/** Run the format's command `command` on `target` with the answers so far (src/core/format-command.ts). */
export interface FormatCommandRequest {
  command: string;
  /** The row right-clicked (`id` its node), else the selection; `fileName` without its folder. */
  target: { offset: number; length: number; id?: string; fileName: string };
  args: CommandArgs;
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

/** A Go to Field suggestion: a child of the path typed so far. */
export interface FieldCompletion {
  id: string;
  path: string;
  type: string;
  display?: string;
}

/** One field across every element of its array (the column view). */
export interface ColumnData {
  /** The array's node id; element j's field is `${arrayId}.${j}.${rel}` (`rel` empty: the element itself). */
  arrayId: string;
  rel: string;
  /** e.g. "components[*].position.y". */
  path: string;
  type: string;
  /** Elements in the array, and rows read (fewer when the field had to be read node by node and hit the bound). */
  count: number;
  rows: number;
  /** True when the values were read straight from the bytes (the field has one offset in every element). */
  direct: boolean;
  /** Numbers (NaN where an element has no such value); absent for a text column. */
  values?: Float64Array;
  texts?: string[];
  min?: number;
  max?: number;
  distinct: number;
  /** True when there were more distinct values than were counted (`distinct` is then a lower bound). */
  distinctCapped?: boolean;
  /** Counts in equal bins from min to max; for a text column, the counts of `top`. */
  histogram: number[];
  /** A text column's most frequent values. */
  top?: string[];
}

export interface BookmarkMark {
  offset: number;
  length: number;
  colour: string;
  name: string;
  note: string;
}

/** A record in Go to Record's list (a node with a key, such as a component "C-36557"). */
export interface RecordEntry {
  id: string;
  key: string;
  name: string;
  type: string;
  /** What the record is in the game's words, where its type is generic (a component's type in the game). */
  recordKind?: string;
  display?: string;
}

export interface RecordPage {
  records: RecordEntry[];
  /** More records match than were listed, or the walk stopped at its bound: typing more narrows the list. */
  more: boolean;
  /** Records that match, and records in all, among those the walk looked at. */
  matched: number;
  total: number;
  /** The walk stopped at its bound: there may be more records than `total`. */
  bounded: boolean;
}

/** Most tree rows the webview asks for at once; a node with more children shows them in slices of rows. */
export const TREE_SLICE = 1000;

/** Slice size for `count` children: 1 (no grouping) up to TREE_SLICE, else the smallest power of it that fits. */
export function sliceSize(count: number): number {
  let size = 1;
  while (Math.ceil(count / size) > TREE_SLICE) size *= TREE_SLICE;
  return size;
}

/**
 * The tree's first rows, sent with the analysis that decoded them: the root, and its children when it has at most
 * TREE_SLICE of them. The webview shows the tree without asking (a round trip through the host).
 */
export interface TreeStart {
  root: NodeRow;
  children?: NodeRow[];
}

/** Tree queries, answered by the parse worker from the tree it decoded (the host forwards them unchanged). */
export interface TreeChannel {
  children: { req: { id: string; start: number; count: number }; res: NodeRow[] };
  groups: { req: { id: string; start: number; end: number; size: number }; res: GroupSpan[] };
  /** The deepest node containing [offset, offset+length) (length defaults to 1): its id ("" when only the root). */
  pathAt: { req: { offset: number; length?: number }; res: string };
  node: { req: { id: string }; res: NodeDetail | null };
  /** The deepest node owning byte `offset`, with its path (one round trip for hover cards). */
  nodeAt: { req: { offset: number }; res: NodeDetail | null };
  runs: { req: { offset: number; length: number }; res: ByteRun[] };
  /** The offset of the next match, or -1. */
  /** `ignoreCase`: ASCII letters of the pattern match either case (Find's text without Match Case). */
  search: { req: { pattern: number[]; from: number; backwards: boolean; ignoreCase?: boolean }; res: number };
  export: { req: { id: string; depth: number; maxChildren: number }; res: NodeJson | null };
  /** Go to Field: children of the path typed so far that match its last segment (a screenful). */
  complete: { req: { prefix: string }; res: FieldCompletion[] };
  /** A field path ("components[12].position") -> node id, walking only the nodes on the path. */
  resolvePath: { req: { path: string }; res: string | null };
  /**
   * The column of field `id` across its array; text when there is none: `id` when found, `gaveUp` when the
   * search stopped at its bound first.
   */
  column: { req: { id: string }; res: ColumnData | string };
  /** A format's own command: the next argument to ask for, or what it does (src/editor/format-command.ts). */
  formatCommand: { req: FormatCommandRequest; res: FormatCommandReply };
  /** Go to Record's list: up to `limit` records whose key, name or type holds `filter`. */
  records: { req: { filter: string; limit: number }; res: RecordPage };
}

/** The picture pane's queries (answered by the parse worker's PictureSession, src/editor/picture-session.ts). */
export interface PictureChannel {
  pictures: { req: object; res: PictureInfo[] };
  /** `step` n keeps every n-th pixel in both directions; `region` limits the image to a rectangle (at mip 0 px). */
  /** `scale`: screen pixels per picture pixel of the view (a large plan comes thinned to it). */
  picture: {
    req: { name: string; mip?: number; step?: number; region?: Region; scale?: number };
    res: PictureData | null;
  };
  /** `hover`: the pointer resting there, which a newer hover replaces (answered null when one is already queued). */
  pictureSource: {
    req: { name: string; x: number; y: number; radius?: number; hover?: boolean };
    res: ShownSource | null;
  };
  picturePixel: { req: { name: string; offset: number }; res: { x: number; y: number } | null };
  picturePng: { req: { name: string; mip?: number }; res: Uint8Array | null };
}

/** Queries answered by the parse worker: the tree's and the pictures'. */
export type QueryChannel = TreeChannel & PictureChannel;

export type TreeQuery = Request<TreeChannel>;
type PictureQuery = Request<PictureChannel>;
export type Query = Request<QueryChannel>;
export type QueryResult<Q extends Query> = Result<QueryChannel, Q['kind']>;

const pictureKinds: Record<keyof PictureChannel, true> = {
  pictures: true,
  picture: true,
  pictureSource: true,
  picturePixel: true,
  picturePng: true,
};

export function isPictureQuery(q: { kind: string }): q is PictureQuery {
  return Object.hasOwn(pictureKinds, q.kind);
}

/** The diagnostic a fix is asked for, by its code and byte range (the page's, the host's and the worker's agree). */
export interface FixTarget {
  code: string;
  offset: number;
  length: number;
}

/** Requests only the host answers. */
export interface HostChannel {
  /** Bytes straight from the document, so the hex view works before decoding ends. */
  bytes: { req: { offset: number; length: number }; res: Uint8Array };
  /** A value written in place: the error text when it could not be written, else null. */
  edit: { req: { offset: number; type: string; value: string }; res: string | null };
  /**
   * A structural edit of the node `id` (the host asks for the text of `setString`): the node to select once the
   * edited file is decoded; `error` when it could not be made; {} when cancelled.
   */
  structureEdit: { req: { id: string; edit: StructureEditKind }; res: { select?: string; error?: string } };
  /**
   * The determined fix of the diagnostic with this code and range (from a Fix button): `error` when the fix could
   * not be made; {} once the fixed file replaced the document's bytes.
   */
  fix: { req: FixTarget; res: { error?: string } };
  /** Find: a paged file is searched by the host through its pages, a file in memory by the parse worker. */
  search: TreeChannel['search'];
}

/** What the webview asks: the host answers its own requests and forwards the others to the parse worker. */
export type WebviewChannel = QueryChannel & HostChannel;

/** Field types an `edit` request can write in place (little-endian), with their sizes in bytes. */
export const editableTypes: Readonly<Record<string, number>> = scalarSizes;

/** Pane sizes set with the editor's sashes; a size not set is the layout's default. */
export interface PaneSizes {
  /** The tree's width, px. */
  tree?: number;
  /** The inspector's width beside the hex view, px. */
  side?: number;
  /** The picture's share (0..1) of the height when it stacks above the hex view. */
  pictureShare?: number;
  /** The problems strip's height, px. */
  problems?: number;
}

export interface ViewSettings {
  /** Bytes per row (with `fit`, the most that fit the hex view's width, never fewer than 8). */
  bytesPerRow: number;
  fit?: boolean;
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

/** What the host tells the page without being asked. */
export interface ToWebviewEvents {
  /**
   * `state`: the view state last saved for this file, for a webview that has none (the tab was closed and reopened).
   * `head`: the bytes the first screen shows, so the first paint waits for no request.
   */
  init: {
    fileName: string;
    size: number;
    settings: ViewSettings;
    state?: unknown;
    head?: { offset: number; bytes: Uint8Array };
    /** Pane sizes remembered for the workspace. */
    layout?: PaneSizes;
  };
  analysis: { state: AnalysisState; tree?: TreeStart };
  /**
   * The file's diagnostics: the first ones whole (`list`, for the problems strip and hover cards; `total` counts
   * all), the ranges of the rest in `marks`, so the hex view marks every one as the tree does.
   */
  diagnostics: { generation: number; list: Diagnostic[]; total: number; marks: DiagnosticMark[] };
  changed: { size: number };
  settings: { settings: ViewSettings };
  revealRange: { offset: number; length: number };
  command: { name: 'goToOffset' | 'find' | 'revealInTree' | 'showColumn' | 'editValue' };
  /** A structure edit picked in the tree's context menu, on node `id`: the page makes it as from its own tree. */
  structureEdit: { id: string; edit: StructureEditKind };
  /** Select node `id` in the tree (expanding its ancestors) and its bytes: Go to Field, Go to Record. */
  revealNode: { id: string };
  /** This file's bookmarks, shown as coloured ranges in the hex view and marks in the tree. */
  bookmarks: { marks: BookmarkMark[] };
}

export type ToWebview = Events<ToWebviewEvents> | ReplyMessage;

/**
 * What a tree row's context menu knows (its `data-vscode-context`, see webview/menu-context.ts): its node, its
 * range and which actions apply. VS Code passes it to the command picked; the hex view's has the section alone.
 */
export interface MenuContext {
  webviewSection: 'tree' | 'hex' | 'picture';
  hexAtlasNode?: string;
  hexAtlasOffset?: number;
  hexAtlasLength?: number;
  /** Show Column: a leaf inside an array element. */
  hexAtlasColumn?: boolean;
  /** Edit (F2): a field of a type edited in place. */
  hexAtlasEditable?: boolean;
  hexAtlasDelete?: boolean;
  hexAtlasDuplicate?: boolean;
  hexAtlasSetString?: boolean;
  /** Go to Target: the row links to other bytes (a pointer, a reference). */
  hexAtlasLink?: boolean;
  /** The picture pane: the picture shown, and whether it can be imported from a PNG. */
  hexAtlasPicture?: string;
  hexAtlasImportable?: boolean;
  /** A format's command applies at the row: `hexAtlasCommand.<its id>` (the `when` its menu entry is written with). */
  [command: `hexAtlasCommand.${string}`]: boolean;
}

/** What the page needs to show its file: sent on `ready`, or carried in the page itself (src/page-boot.ts). */
export type InitMessage = Events<ToWebviewEvents, 'init'>;

/** What the page tells the host without asking. */
export interface FromWebviewEvents {
  /** `booted`: the page showed the init message it carries; the host sends another only if that one is stale. */
  ready: { booted?: boolean };
  selection: { offset: number; length: number; nodeId?: string };
  /** The webview's view state (scroll, expanded rows, selection), kept by the host per file. */
  state: { state: unknown };
  /** Pane sizes the user set with a sash, kept by the host for the whole workspace. */
  layout: { sizes: PaneSizes };
  stopParse: object;
  startParse: object;
  showProblems: object;
  /** The hover card's button of a format's command, on node `id` and its bytes. */
  formatCommand: { command: string; id: string; offset: number; length: number };
}

export type FromWebview = Events<FromWebviewEvents> | RequestMessage<WebviewChannel>;
