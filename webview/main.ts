// The editor webview: builds the page (page-frame.ts), its views and the controllers that link them — the page's
// state (page-state.ts), linking the panes (page-linking.ts), hovering (page-hover.ts), loading the tree after
// each analysis (page-tree-loader.ts), edits (page-edits.ts) and the host's messages (page-messages.ts).
import { decodeBoot } from '../src/page-boot';
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
import { offsetText, parseOffset, searchPattern } from './text';
import { TreeColumns } from './tree-columns';
import { TreeModel } from './tree-model';
import { TreeView } from './tree-view';
import { saveExpanded } from './page-tree-loader';
import { paneContext } from './menu-context';
import { PageState } from './page-state';
import { PageFrame } from './page-frame';
import { PageLinking } from './page-linking';
import { PageHover } from './page-hover';
import { PageEdits } from './page-edits';
import { PageTreeLoader } from './page-tree-loader';
import { hostMessages } from './page-messages';
import { t } from './l10n';

// User-timing marks of the opening sequence, read by `npm run bench:editor` (and visible in a devtools profile).
performance.mark('hex-atlas:script');
const host = new Host();
const state = new PageState();
const frame = new PageFrame(document.getElementById('app')!);
const { main, treePane, picturePane, hexPane, sidePane } = frame;

// Views.
const columnView = new ColumnView(main, {
  select: (index) => linking.selectColumnElement(index),
  closed: () => {
    main.classList.remove('column-open');
    hexView.render();
  },
});
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
    const { size } = state.current;
    if (offset === undefined) return t`Not an offset: use 1234, 0x4D2, 4D2h, +16 or -16`;
    if (size === 0) return t`The file is empty`;
    if (offset < 0 || offset >= size) return t`Outside the file (0..0x${(size - 1).toString(16).toUpperCase()})`;
    linking.revealRange(offset, 1);
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
      linking.revealRange(hit, pattern.length);
      const at = offsetText(hit);
      if (mode !== 'auto') return t`Match at ${at}`;
      return found!.as === 'hex' ? t`Match at ${at}, as hex bytes` : t`Match at ${at}, as text`;
    } catch (e) {
      return t`Search unavailable: ${(e as Error).message}`;
    }
  },
  closed: () => hexView.focusView(),
});
let saveTimer = 0;
const hexView = new HexView(hexPane, cache, {
  select: (cursor) => linking.cursorMoved(cursor),
  hover: (offset, e) => void hover.byte(offset, e),
  runs: (offset, length) => host.request({ kind: 'runs', offset, length }),
  scrolled: (top) => {
    clearTimeout(saveTimer);
    saveTimer = window.setTimeout(() => host.saveState({ topOffset: top }), 200);
  },
  rowWidthChanged: () => layout.update(),
});
const columns = new TreeColumns(treePane, (widths) => host.saveState({ columns: widths }));
columns.restore(host.state.columns);
treePane.append(columns.header);
const tree = new TreeView(treePane, model, {
  select: (item) => linking.selectItem(item),
  hover: (item, e) => void hover.item(item, e),
  link: (offset, length) => linking.revealRange(offset, length),
  edit: (item, value) => {
    if (item.kind === 'node') void edits.editField(item.row.offset, item.row.type, value);
  },
  expandedChanged: () => saveExpanded(host, model),
  painted: (rows) => {
    if (columns.fitRows(rows)) layout.update();
  },
});
treePane.append(frame.treeMessage);
// The problems strip lies under the tree but comes after the other panes, so Tab takes them in order.
const problems = new ProblemsList(
  main,
  (d) => linking.revealRange(d.offset, d.length),
  (d) => edits.fix(d),
  (height) => layout.remember({ problems: height }),
);
const inspector = new Inspector(
  sidePane,
  cache,
  () => state.current.size,
  (field, value) => edits.editField(field.offset, field.type, value),
);
const pictures = new PictureView(
  picturePane,
  {
    picture: (name, mip, step, region, scale) => host.request({ kind: 'picture', name, mip, step, region, scale }),
    source: (name, x, y, radius, hover) => host.request({ kind: 'pictureSource', name, x, y, radius, hover }),
    pixel: (name, offset) => host.request({ kind: 'picturePixel', name, offset }),
    hover: (info, at, source, e) => {
      hexView.setHighlight(source);
      if (!source) return card.hide();
      const row = { id: '', name: source.path, type: `${info.name} pixel (${at.x}, ${at.y})`, kind: 'field' as const };
      hover.show(
        {
          path: source.path,
          row: { ...row, offset: source.offset, length: source.length, childCount: 0, value: source.value },
        },
        e,
      );
    },
    select: (source) => linking.revealRange(source.offset, source.length),
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
  frame.toolbar,
  host.state.panes,
  (p) => host.saveState({ panes: p }),
  (p) => layout.show(p),
);

// Controllers.
const edits = new PageEdits(host, (text) => frame.showNotice(text));
const linking = new PageLinking(host, state, { frame, model, tree, hexView, inspector, pictures, columnView });
const hover = new PageHover(host, state, card, hexView, cache, (d) => edits.fix(d));
const loader = new PageTreeLoader(host, state, {
  frame,
  model,
  columns,
  tree,
  hexView,
  inspector,
  pictures,
  havePictures: (yes) => panes.havePictures(yes),
  showFieldPath: () => void linking.showFieldPath(),
});
// The file's size and the view settings shape the hex rows and the tree's Offset and Size columns.
state.subscribe((now, changed) => {
  if ('size' in changed || 'settings' in changed) hexView.setFile(now.size, now.settings);
  if ('size' in changed) columns.fitFile(now.size);
});
const onHostMessage = hostMessages(host, state, {
  cache,
  hexView,
  columns,
  tree,
  inspector,
  problems,
  card,
  prompt,
  layout,
  linking,
  loader,
  edits,
});
host.on(onHostMessage);

frame.stopButton.addEventListener('click', () => host.send({ type: 'stopParse' }));
frame.decodeButton.addEventListener('click', () => host.send({ type: 'startParse' }));
frame.gotoButton.addEventListener('click', () => prompt.open('goto'));
frame.findButton.addEventListener('click', () => prompt.open('find'));
frame.status.addEventListener('click', () => host.send({ type: 'showProblems' }));
// VS Code's context menus (package.json's webview/context): the tree's rows add what applies to each
// (menu-context.ts). The hex view's acts on the selection: a byte outside it is selected first, as a click would.
tree.root.dataset.vscodeContext = paneContext('tree');
hexPane.dataset.vscodeContext = paneContext('hex');
hexPane.addEventListener('contextmenu', (e) => {
  const target = e.target as HTMLElement;
  const isByte = target.classList.contains('hex-byte') || target.classList.contains('hex-char');
  const offset = isByte ? Number(target.dataset.offset) : NaN;
  const sel = hexView.selection;
  if (offset >= 0 && (offset < sel.offset || offset >= sel.offset + Math.max(1, sel.length)))
    linking.revealRange(offset, 1);
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
