// The editor webview: lays out the tree, hex view, inspector and problems strip, and links them — a tree
// selection selects its bytes, a clicked byte reveals its deepest node, hovering either shows the field.
import { DiagnosticIndex, type Diagnostic, type DiagnosticMark } from '../src/core/diagnostics';
import type {
  AnalysisState,
  ColumnData,
  NodeDetail,
  NodeRow,
  ToWebview,
  TreeStart,
  ViewSettings,
} from '../src/protocol';
import { decodeBoot } from '../src/editor/page-boot';
import { ByteCache } from './byte-cache';
import { addCodiconsAfterLoad } from './codicons';
import { ColumnView } from './column-view';
import { HexView } from './hex-view';
import { Host } from './host';
import { HoverCard } from './hover-card';
import { Inspector } from './inspector';
import { PictureView } from './picture-view';
import { setupPanes } from './panes';
import { ProblemsList } from './problems-list';
import { PromptBar } from './prompt-bar';
import { Layout } from './layout';
import { cyclePanesWithF6 } from './pane-focus';
import { el, offsetText, parseOffset, searchPattern } from './text';
import { TreeColumns } from './tree-columns';
import { itemRange, TreeModel, type TreeItem } from './tree-model';
import { isEditable, TreeView } from './tree-view';
import { paneContext } from './menu-context';
import type { EditKind } from '../src/core/structure-edit';
import { t } from './l10n';

// User-timing marks of the opening sequence, read by `npm run bench:editor` (and visible in a devtools profile).
performance.mark('hex-atlas:script');
const host = new Host();
const app = document.getElementById('app')!;

let size = 0;
let settings: ViewSettings = { bytesPerRow: 16, groupSize: 4, showText: true };
let loadedGeneration = -1;
/** The diagnostics last sent, for the fixable one under the pointer. */
let diagnostics = new DiagnosticIndex<Diagnostic>([]);

// Layout.
const toolbar = app.appendChild(el('div', 'toolbar'));
const status = toolbar.appendChild(el('span', 'status'));
status.id = 'status';
status.setAttribute('aria-live', 'polite');
const progress = toolbar.appendChild(el('progress', 'progress'));
progress.max = 1;
const stopButton = toolbar.appendChild(el('button', 'tool-button', t`Stop decoding`));
const decodeButton = toolbar.appendChild(el('button', 'tool-button', t`Decode`));
const notice = toolbar.appendChild(el('span', 'notice'));
notice.setAttribute('role', 'status');
toolbar.appendChild(el('span', 'toolbar-spacer'));
const gotoButton = toolbar.appendChild(el('button', 'tool-button codicon codicon-go-to-file'));
gotoButton.title = t`Go to Offset (Ctrl+G)`;
const findButton = toolbar.appendChild(el('button', 'tool-button codicon codicon-search'));
findButton.title = t`Find bytes or text (Ctrl+F)`;

const main = app.appendChild(el('div', 'main'));
const treePane = main.appendChild(el('section', 'tree-pane'));
// The selected node's field path: deep in a big array the rows above no longer show where you are.
const fieldPath = treePane.appendChild(el('div', 'field-path'));
fieldPath.id = 'field-path';
const picturePane = main.appendChild(el('section', 'picture-pane'));
const hexPane = main.appendChild(el('section', 'hex-pane'));
const sidePane = main.appendChild(el('aside', 'side-pane'));
const columnView = new ColumnView(main, {
  select: (index) => {
    const c = columnData;
    if (c) void revealNode([c.arrayId, String(index), c.rel].filter((p) => p !== '').join('.'), false);
  },
  closed: () => {
    main.classList.remove('column-open');
    hexView.render();
  },
});
let columnData: ColumnData | undefined;
const treeMessage = el('div', 'tree-message');

const cache = new ByteCache(
  (offset, length) => host.request({ kind: 'bytes', offset, length }),
  () => {
    hexView.render();
    inspector.render();
  },
);
const model = new TreeModel({
  node: async (id) => (await host.request({ kind: 'node', id }))?.row,
  children: (id, start, count) => host.request({ kind: 'children', id, start, count }),
  groups: (id, start, end, size) => host.request({ kind: 'groups', id, start, end, size }),
});
const card = new HoverCard(document.body);
const prompt = new PromptBar(hexPane, {
  goTo: (text) => {
    const offset = parseOffset(text, hexView.cursor);
    if (offset === undefined) return t`Not an offset: use 1234, 0x4D2, 4D2h, +16 or -16`;
    if (size === 0) return t`The file is empty`;
    if (offset < 0 || offset >= size) return t`Outside the file (0..0x${(size - 1).toString(16).toUpperCase()})`;
    revealRange(offset, 1);
    return undefined;
  },
  find: async (text, mode, backwards, matchCase) => {
    const found = searchPattern(text, mode);
    const pattern = found?.bytes;
    if (!pattern?.length) return mode === 'hex' ? t`Type hex byte pairs, e.g. DE AD BE EF` : t`Type bytes or text`;
    const sel = hexView.selection;
    const from = backwards ? sel.offset : sel.length ? sel.offset + 1 : hexView.cursor;
    try {
      const ignoreCase = !matchCase && found!.as === 'text';
      const hit = await host.request({ kind: 'search', pattern: Array.from(pattern), from, backwards, ignoreCase });
      if (hit < 0) return backwards ? t`No match before the cursor` : t`No match after the cursor`;
      revealRange(hit, pattern.length);
      const at = offsetText(hit);
      if (mode !== 'auto') return t`Match at ${at}`;
      return found!.as === 'hex' ? t`Match at ${at}, as hex bytes` : t`Match at ${at}, as text`;
    } catch (e) {
      return t`Search unavailable: ${(e as Error).message}`;
    }
  },
  closed: () => hexView.focusView(),
});
const hexView = new HexView(hexPane, cache, {
  select: (cursor) => {
    selectionChanged(undefined);
    void revealNodeAt(cursor, 1, false);
    void pictures.reveal(cursor);
  },
  hover: (offset, e) => void hoverByte(offset, e),
  runs: (offset, length) => host.request({ kind: 'runs', offset, length }),
  scrolled: (top) => saveTopLater(top),
  rowWidthChanged: () => layout.update(),
});
const columns = new TreeColumns(treePane, (widths) => host.saveState({ columns: widths }));
columns.restore(host.state.columns);
treePane.append(columns.header);
const tree = new TreeView(treePane, model, {
  select: (item) => selectItem(item),
  hover: (item, e) => void hoverItem(item, e),
  link: (offset, length) => revealRange(offset, length),
  edit: (item, value) => {
    if (item.kind === 'node') void editField(item.row.offset, item.row.type, value);
  },
  expandedChanged: () => saveExpanded(),
  painted: (rows) => {
    if (columns.fitRows(rows)) layout.update();
  },
});
treePane.append(treeMessage);
// The problems strip lies under the tree but comes after the other panes, so Tab takes them in order.
const problems = new ProblemsList(
  main,
  (d) => revealRange(d.offset, d.length),
  fixProblem,
  (height) => layout.remember({ problems: height }),
);
const inspector = new Inspector(
  sidePane,
  cache,
  () => size,
  (field, value) => editField(field.offset, field.type, value),
);
const pictures = new PictureView(
  picturePane,
  {
    picture: (name, mip, step, region) => host.request({ kind: 'picture', name, mip, step, region }),
    source: (name, x, y, radius) => host.request({ kind: 'pictureSource', name, x, y, radius }),
    pixel: (name, offset) => host.request({ kind: 'picturePixel', name, offset }),
    hover: (info, at, source, e) => {
      hexView.setHighlight(source);
      if (!source) return card.hide();
      const row = { id: '', name: source.path, type: `${info.name} pixel (${at.x}, ${at.y})`, kind: 'field' as const };
      showCard(
        {
          path: source.path,
          row: { ...row, offset: source.offset, length: source.length, childCount: 0, value: source.value },
        },
        e,
      );
    },
    select: (source) => revealRange(source.offset, source.length),
    saveState: (picture) => host.saveState({ picture }),
  },
  host.state.picture ?? {},
);
const layout = new Layout(
  { main, tree: treePane, picture: picturePane, hex: hexPane, side: sidePane, problems: problems.root },
  {
    hexWidth: () => hexView.neededWidth,
    treeWidth: () => columns.comfortableWidth(),
    hexMinHeight: () => hexView.minHeight,
    save: (sizes) => host.send({ type: 'layout', sizes }),
    changed: () => pictures.resized(),
  },
);
const panes = setupPanes(
  toolbar,
  host.state.panes,
  (p) => host.saveState({ panes: p }),
  (p) => layout.show(p),
);

// Linking.
function selectItem(item: TreeItem): void {
  const r = itemRange(item);
  void pictures.reveal(r.offset);
  hexView.select(r.offset, r.length, true);
  selectionChanged(isEditable(item) && item.kind === 'node' ? item.row : undefined);
  host.saveState({ selectedKey: item.key });
  void showFieldPath();
}

let pathToken = 0;
async function showFieldPath(): Promise<void> {
  const token = ++pathToken;
  const item = tree.selected;
  const detail = item?.kind === 'node' ? await host.request({ kind: 'node', id: item.row.id }) : undefined;
  if (token !== pathToken) return;
  if (item?.kind === 'group') fieldPath.textContent = `[${item.span.start}..${item.span.end - 1}]`;
  else fieldPath.textContent = detail ? detail.path || detail.row.name : '';
}

/** After the hex selection changed: inspector, the host's copy (for palette commands), the saved state. */
function selectionChanged(field: NodeRow | undefined): void {
  const sel = hexView.selection;
  tree.cursor = hexView.cursor;
  inspector.show(sel.offset, sel.length, field);
  reportSelection();
  host.saveState({ selection: sel });
}

function reportSelection(): void {
  const sel = hexView.selection;
  const item = tree.selected;
  host.send({
    type: 'selection',
    offset: sel.offset,
    length: sel.length,
    nodeId: item?.kind === 'node' ? item.row.id : undefined,
  });
}

let revealToken = 0;
/** Select the deepest node holding [offset, offset+length) in the tree (expanding and loading its ancestors). */
async function revealNodeAt(offset: number, length: number, selectBytes: boolean): Promise<void> {
  if (!treeReady()) return;
  const token = ++revealToken;
  const id = await host.request({ kind: 'pathAt', offset, length });
  const index = await model.reveal(id);
  if (token !== revealToken || index < 0) return;
  tree.select(id, selectBytes);
  if (!selectBytes) {
    // A byte click lands on a field: offer it for editing in the inspector too.
    const item = tree.selected;
    const sel = hexView.selection;
    if (isEditable(item) && item?.kind === 'node') inspector.show(sel.offset, sel.length, item.row);
    reportSelection();
  }
  host.saveState({ selectedKey: id });
  saveExpanded();
  void showFieldPath();
}

/** Select node `id` in the tree, expanding what leads to it, and its bytes (Go to Field, the column view). */
async function revealNode(id: string, focusTree = true): Promise<void> {
  if (!treeReady()) return;
  const token = ++revealToken;
  const index = await model.reveal(id);
  if (token !== revealToken || index < 0) return;
  tree.select(id);
  saveExpanded();
  if (focusTree) tree.root.focus();
}

/** Show the selected field across every element of its array, in place of the hex view. */
async function showColumn(): Promise<void> {
  const item = tree.selected;
  if (item?.kind !== 'node') return showNotice(t`Select a field of an array element first`);
  const column = await host.request({ kind: 'column', id: item.row.id });
  if (typeof column === 'string') return showNotice(column);
  columnData = column;
  main.classList.add('column-open');
  columnView.show(column);
}

function revealRange(offset: number, length: number): void {
  hexView.select(offset, length, true);
  void pictures.reveal(offset);
  selectionChanged(undefined);
  void revealNodeAt(offset, Math.max(1, length), false);
}

async function editField(offset: number, type: string, value: string): Promise<string | null> {
  const error = await host.request({ kind: 'edit', offset, type, value });
  showNotice(error ?? '');
  return error;
}

// Structural edits from the tree's context menu (VS Code's, offering those the format says apply), made by the host.
async function structuralEdit(id: string, kind: EditKind): Promise<void> {
  const r = await host.request({ kind: 'structure', id, edit: kind });
  // The new tree comes with the next analysis: it reopens the expanded rows and selects the edited element.
  if (r.select !== undefined) host.saveState({ selectedKey: r.select });
  showNotice(r.error ? t`Not changed: ${r.error}` : '');
}

// Determined fixes (problems strip, hover card): the host makes the fix as one undoable step; the re-analysis of
// the fixed file redraws the tree, the pictures and the problems.
async function fixProblem(d: Diagnostic): Promise<void> {
  const r = await host.request({ kind: 'fix', code: d.code, offset: d.offset, length: d.length });
  showNotice(r.error ? t`Not fixed: ${r.error}` : '');
}

// Hover.
let hoverToken = 0;
async function hoverByte(offset: number | undefined, e: MouseEvent): Promise<void> {
  const token = ++hoverToken;
  // A card offering a fix waits for the pointer to reach it; once on it, the card stays.
  if (!(await card.linger()) || token !== hoverToken) return;
  if (offset === undefined) {
    hexView.setHighlight(undefined);
    card.hide();
    return;
  }
  if (!treeReady()) return;
  const detail = await host.request({ kind: 'nodeAt', offset });
  if (token !== hoverToken || !detail) return;
  hexView.setHighlight(detail.row);
  showCard(detail, e, diagnostics.within(offset, offset + 1));
}

async function hoverItem(item: TreeItem | undefined, e: MouseEvent): Promise<void> {
  const token = ++hoverToken;
  if (!(await card.linger()) || token !== hoverToken) return;
  if (!item) {
    hexView.setHighlight(undefined);
    card.hide();
    return;
  }
  hexView.setHighlight(itemRange(item));
  const detail: NodeDetail | null =
    item.kind === 'node'
      ? await host.request({ kind: 'node', id: item.row.id })
      : {
          path: `[${item.span.start}..${item.span.end - 1}]`,
          row: {
            ...item.span,
            id: item.key,
            name: '',
            type: 'slice',
            kind: 'array',
            childCount: item.span.end - item.span.start,
          },
        };
  const r = itemRange(item);
  const onRange = diagnostics.within(r.offset, r.offset + Math.max(1, r.length));
  if (token === hoverToken && detail) showCard(detail, e, onRange);
}

/** The card for `detail`, with `problems` on its bytes (each with its Fix button where one applies). */
function showCard(detail: NodeDetail, e: MouseEvent, problems: readonly Diagnostic[] = []): void {
  const r = detail.row;
  const goToSource = r.actions?.includes('goToSource') ? () => host.send({ type: 'goToSource', id: r.id }) : undefined;
  const bytes = cache.slice(r.offset, Math.min(r.length, 32));
  card.show(detail, bytes, e.clientX, e.clientY, { list: problems, fix: fixProblem }, goToSource);
}

// Tree (re)loading after each analysis, restoring expanded rows and the selection.
function treeReady(): boolean {
  return loadedGeneration >= 0;
}

async function loadTree(state: AnalysisState, start: TreeStart | undefined): Promise<void> {
  performance.mark('hex-atlas:analysis-done');
  loadedGeneration = state.generation;
  columns.resetFit();
  const saved = host.state;
  const expanded = new Set(saved.expanded ?? []);
  await model.load(!saved.expanded || expanded.has(''), start);
  // Parents come before children in the list, so one pass in list order reopens nested rows; bounded for safety.
  for (let i = 0, opened = 0; i < model.items.length && opened < maxSavedExpanded; i++) {
    const item = model.items[i];
    if (expanded.has(item.key) && !item.expanded) {
      await model.expand(item.key);
      opened++;
    }
  }
  if (!saved.expanded && model.items.length) await model.expand('');
  treeMessage.hidden = true;
  // Read again: a row the user selected while the rows above were loading is the one to keep.
  const { selectedKey, selection } = host.state;
  if (selectedKey !== undefined && model.indexOf(selectedKey) >= 0) tree.select(selectedKey, false);
  // The inspector's editor shows the selected field's value as this analysis read it (after an edit, the new one).
  const selected = tree.selected;
  const sel = hexView.selection;
  inspector.show(sel.offset, sel.length, isEditable(selected) && selected?.kind === 'node' ? selected.row : undefined);
  tree.render();
  hexView.invalidateRuns();
  const list = await host.request({ kind: 'pictures' });
  panes.havePictures(list.length > 0);
  await pictures.setPictures(list);
  if (selection) void pictures.reveal(selection.offset);
}

/** Most expanded rows remembered: restoring reopens them one request each. */
const maxSavedExpanded = 500;

function saveExpanded(): void {
  host.saveState({
    expanded: model.items
      .filter((i) => i.expanded)
      .map((i) => i.key)
      .slice(0, maxSavedExpanded),
  });
}

let saveTimer = 0;
function saveTopLater(top: number): void {
  clearTimeout(saveTimer);
  saveTimer = window.setTimeout(() => host.saveState({ topOffset: top }), 200);
}

let noticeTimer = 0;
function showNotice(text: string): void {
  notice.textContent = text;
  clearTimeout(noticeTimer);
  if (text) noticeTimer = window.setTimeout(() => (notice.textContent = ''), 6000);
}

function showAnalysis(state: AnalysisState, tree: TreeStart | undefined): void {
  const parsing = state.phase === 'parsing' || state.phase === 'reading';
  status.textContent = parsing ? t`Decoding… ${Math.round(state.progress * 100)}%` : state.summary;
  status.title = state.message ?? state.summary;
  progress.hidden = !parsing;
  progress.value = state.progress;
  stopButton.hidden = state.phase !== 'parsing';
  decodeButton.hidden = state.phase !== 'skipped' && state.phase !== 'stopped' && state.phase !== 'failed';
  decodeButton.textContent = state.phase === 'skipped' ? t`Decode` : t`Decode again`;
  if (!treeReady()) {
    treeMessage.hidden = false;
    treeMessage.textContent = parsing ? t`Decoding the structure… the hex view is ready.` : (state.message ?? '');
  }
  if ((state.phase === 'done' || state.phase === 'stopped') && state.generation !== loadedGeneration)
    void loadTree(state, tree);
}

// Messages from the host.
function onHostMessage(m: Exclude<ToWebview, { type: 'reply' }>): void {
  switch (m.type) {
    case 'init': {
      performance.mark('hex-atlas:init');
      requestAnimationFrame(() => performance.mark('hex-atlas:first-frame'));
      size = m.size;
      settings = m.settings;
      // A second init (the one the page carried was stale) replaces everything the first one brought.
      cache.clear();
      if (m.head) cache.seed(m.head.offset, m.head.bytes);
      host.adoptState(m.state);
      hexView.setFile(size, settings);
      columns.fitFile(size);
      const s = host.state;
      // The host's copy (a reopened tab) arrives only now.
      layout.restore(m.layout);
      problems.setHeight(m.layout?.problems);
      columns.restore(s.columns);
      if (s.selection) hexView.select(s.selection.offset, s.selection.length, false);
      if (s.topOffset !== undefined) hexView.setTopOffset(s.topOffset);
      const sel = hexView.selection;
      inspector.show(sel.offset, sel.length, undefined);
      document.title = m.fileName;
      // Arrow keys work right away in a freshly opened editor.
      hexView.focusView();
      break;
    }
    case 'analysis':
      showAnalysis(m.state, m.tree);
      break;
    case 'diagnostics': {
      diagnostics = new DiagnosticIndex(m.list);
      hexView.setDiagnostics(new DiagnosticIndex<DiagnosticMark>([...m.list, ...m.marks]));
      problems.set(m.list, m.total);
      break;
    }
    case 'changed': {
      cache.clear();
      // A card up since before the change would show the old bytes and value.
      card.hide();
      if (m.size !== size) {
        size = m.size;
        hexView.setFile(size, settings);
        columns.fitFile(size);
      }
      hexView.render();
      inspector.render();
      break;
    }
    case 'settings': {
      settings = m.settings;
      hexView.setFile(size, settings);
      break;
    }
    case 'revealRange':
      revealRange(m.offset, m.length);
      break;
    case 'revealNode':
      void revealNode(m.id);
      break;
    case 'structureEdit':
      void structuralEdit(m.id, m.edit);
      break;
    case 'bookmarks':
      hexView.setBookmarks(m.marks);
      tree.marks = m.marks;
      tree.render();
      break;
    case 'command': {
      if (m.name === 'goToOffset') prompt.open('goto');
      else if (m.name === 'find') prompt.open('find');
      else if (m.name === 'showColumn') void showColumn();
      else if (m.name === 'editValue') tree.startEdit();
      else void revealNodeAt(hexView.selection.offset, Math.max(1, hexView.selection.length), false);
      break;
    }
  }
}
host.on(onHostMessage);

stopButton.addEventListener('click', () => host.send({ type: 'stopParse' }));
decodeButton.addEventListener('click', () => host.send({ type: 'startParse' }));
gotoButton.addEventListener('click', () => prompt.open('goto'));
findButton.addEventListener('click', () => prompt.open('find'));
status.addEventListener('click', () => host.send({ type: 'showProblems' }));
// VS Code's context menus (package.json's webview/context): the tree's rows add what applies to each
// (menu-context.ts). The hex view's acts on the selection: a byte outside it is selected first, as a click would.
tree.root.dataset.vscodeContext = paneContext('tree');
hexPane.dataset.vscodeContext = paneContext('hex');
hexPane.addEventListener('contextmenu', (e) => {
  const t = e.target as HTMLElement;
  const offset = t.classList.contains('hex-byte') || t.classList.contains('hex-char') ? Number(t.dataset.offset) : NaN;
  const sel = hexView.selection;
  if (offset >= 0 && (offset < sel.offset || offset >= sel.offset + Math.max(1, sel.length))) revealRange(offset, 1);
});
window.addEventListener('keydown', (e) => {
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.key.toLowerCase() === 'g') prompt.open('goto');
  else if (mod && e.key.toLowerCase() === 'f') prompt.open('find');
  else if (e.key === 'Escape') card.hide();
  else return;
  e.preventDefault();
});

// Codicons arrive after the load event: rows measured before then are measured again, and the hex view's font too.
document.fonts.addEventListener('loadingdone', () => {
  columns.resetFit();
  tree.render();
  hexView.fontChanged();
});
cyclePanesWithF6(() => [tree.root, pictures.canvas, hexView.root, inspector.root, problems.title]);

window.addEventListener('load', () => performance.mark('hex-atlas:load'));
addCodiconsAfterLoad();
performance.mark('hex-atlas:ready');
// The init message the page carries paints the first screen now; the host sends a newer one if it is stale.
const boot = decodeBoot(document.getElementById('boot')?.textContent ?? '');
if (boot) onHostMessage(boot);
host.send({ type: 'ready', booted: boot !== undefined });
