// The Compare with… view: the tree of differences (marks on leaves, exact counts on inner nodes, children made on
// expand), for the selected difference the bytes of both files side by side with the differing bytes marked, and
// beside them the pictures of what changed. F7 / Shift+F7 (host keybindings) and the toolbar buttons walk the
// differences. Everything from the files is set as text.
import type {
  CompareResult,
  DiffViewChannel,
  FromDiffView,
  Side,
  ToDiffView,
} from '../../src/compare/diff-view-protocol';
import { PendingReplies } from '../../src/channel/pending-replies';
import { DiffTree, stepDifference } from '../../src/compare/diff-tree';
import { countsText, countsTotal } from '../../src/diff/counts';
import type { ByteSpan, Difference } from '../../src/diff/diff';
import { differenceText } from '../../src/diff/render';
import { addCodiconsAfterLoad } from '../codicons';
import { ByteChunks } from './byte-chunks';
import { planDiffLayout } from './diff-layout';
import { HexPane, type ByteMark, type PaneContent } from './hex-pane';
import { HexGeometry } from '../hex-geometry';
import type { ViewSettings } from '../../src/protocol';
import { PictureStrip, type CellPick } from './picture-strip';
import { language, t } from '../l10n';

declare function acquireVsCodeApi(): { postMessage(m: FromDiffView): void };
const api = acquireVsCodeApi();

const app = document.getElementById('app')!;
const bar = el('div', 'diff-bar');
const summary = el('span', 'diff-summary');
const position = el('span', 'diff-position');
const prev = button('codicon-arrow-up', t`Previous Difference (Shift+F7)`, () => step(-1));
const next = button('codicon-arrow-down', t`Next Difference (F7)`, () => step(1));
bar.append(summary, position, prev, next);
const body = el('div', 'diff-body');
const tree = el('div', 'diff-tree');
tree.tabIndex = 0;
const panes = el('div', 'diff-panes');
const requests = new PendingReplies<DiffViewChannel>((id, body) => api.postMessage({ type: 'request', id, body }));
const chunks = new ByteChunks((side, offset, length) =>
  requests.request({ kind: 'bytes', side, offset, length }).then(
    (bytes) => {
      chunks.arrived(side, offset, bytes);
      pane[side].render();
      pane[side === 'a' ? 'b' : 'a'].render(); // its marks compare with these bytes
    },
    (e: Error) => (summary.textContent = t`Comparison failed: ${e.message}`),
  ),
);
const pane: Record<Side, HexPane> = { a: new HexPane('a', chunks), b: new HexPane('b', chunks) };
panes.append(pane.a.element, pane.b.element);
const pictures = new PictureStrip(showCell);
body.append(tree, panes, pictures.element);
// The editor's cell widths and font: the panes' rows are the editor's rows.
const ruler = el('span', 'hex-ruler');
HexGeometry.applyCellWidths(app);
app.append(bar, body, ruler);
let settings: ViewSettings = { bytesPerRow: 16, groupSize: 4, showText: true };
new ResizeObserver(() => layoutPanes()).observe(body);

let names = { a: '', b: '' };
let differences: Difference[] = [];
let diffTree: DiffTree | undefined;
const expanded = new Set<number>();
let current = -1;

// The panes scroll together: the same place in both spans.
let syncing = false;
for (const [from, to] of [
  [pane.a, pane.b],
  [pane.b, pane.a],
] as const) {
  from.scroller.addEventListener('scroll', () => {
    if (syncing) return;
    syncing = true;
    to.scroller.scrollTop = from.scroller.scrollTop;
    syncing = false;
  });
}

window.addEventListener('message', (e: MessageEvent<ToDiffView>) => {
  const m = e.data;
  switch (m.type) {
    case 'result':
      names = { a: m.nameA, b: m.nameB };
      settings = m.settings;
      return showResult(m.result);
    case 'failed':
      summary.textContent = t`Comparison failed: ${m.message}`;
      return;
    case 'reply':
      return requests.settle(m.id, m);
    case 'step':
      return step(m.direction);
  }
});
summary.textContent = t`Comparing…`;
addCodiconsAfterLoad();
api.postMessage({ type: 'ready' });

function showResult(r: CompareResult): void {
  differences = r.differences;
  diffTree = new DiffTree(differences, r.groups, r.counts);
  const counts = countsText(r.counts, language);
  summary.textContent =
    r.total === 0
      ? t`${names.a} and ${names.b} are structurally equal`
      : r.total > differences.length
        ? t`${counts} (${differences.length} listed)`
        : counts;
  pictures.show(r.pictures);
  layoutPanes();
  select(differences.length ? 0 : -1);
}

/** Whole rows of the editor's row shape in both panes; the tree and the pictures take what is left. */
function layoutPanes(): void {
  const width = body.clientWidth;
  if (width === 0) return;
  const measured = ruler.getBoundingClientRect().width / 10;
  const geometry = new HexGeometry(measured > 0 ? measured : 8);
  // The pane's scrollbar (VS Code's webviews show 10 px ones) and its border.
  const chrome = 12;
  const shape = (bytesPerRow: number) => ({ ...settings, bytesPerRow });
  const plan = planDiffLayout({
    width,
    pictures: !pictures.element.hidden,
    bytesPerRow: settings.fit ? undefined : settings.bytesPerRow,
    paneWidth: (n) => geometry.rowWidth(shape(n)) + chrome,
    bytesThatFit: (w) => geometry.bytesThatFit(w - chrome, settings),
  });
  body.dataset.panes = plan.panes;
  body.dataset.pictures = plan.pictures;
  body.style.setProperty('--panes-w', `${plan.panesWidth}px`);
  for (const p of [pane.a, pane.b]) p.setShape(shape(plan.bytesPerRow), geometry);
}

/** A cell of a difference picture: its bytes in both files, within the picture's section. */
function showCell(c: CellPick): void {
  current = -1;
  renderTree();
  position.textContent = `${c.picture.name} (${c.x}, ${c.y})`;
  const side = (s: Side): PaneContent => {
    const section = s === 'a' ? c.picture.sectionA : c.picture.sectionB;
    const at = s === 'a' ? c.byteA : c.byteB;
    const span: ByteSpan = { offset: section.offset, length: section.length };
    return { span, focus: at === undefined ? 0 : at - section.offset, mark: (rel) => sameSpanMark(c, s, rel) };
  };
  pane.a.show(names.a, side('a'));
  pane.b.show(names.b, side('b'));
}

function sameSpanMark(c: CellPick, own: Side, rel: number): ByteMark {
  const spans = { a: c.picture.sectionA, b: c.picture.sectionB };
  return bytesDiffer(own, spans[own], spans[own === 'a' ? 'b' : 'a'], rel);
}

function step(direction: 1 | -1): void {
  select(stepDifference(differences.length, current, direction));
}

function select(index: number): void {
  current = index;
  if (diffTree && index >= 0) for (const n of diffTree.pathTo(index).slice(0, -1)) expanded.add(n.id);
  renderTree();
  position.textContent = index >= 0 ? `${index + 1} of ${differences.length}` : '';
  const d = differences[index];
  if (!d) return;
  const mark =
    (own: 'a' | 'b') =>
    (rel: number): ByteMark =>
      byteMark(d, own, rel);
  const focus = d.firstAt ?? 0;
  const content = (side: Side): PaneContent => ({
    span: side === 'a' ? d.spanA : d.spanB,
    focus,
    mark: mark(side),
  });
  pane.a.show(names.a, content('a'));
  pane.b.show(names.b, content('b'));
}

/** A byte of one side is marked when the other side has no byte there, or a different one. */
function byteMark(d: Difference, own: Side, rel: number): ByteMark {
  if (d.kind === 'added' || d.kind === 'removed') return d.kind;
  return bytesDiffer(own, own === 'a' ? d.spanA : d.spanB, own === 'a' ? d.spanB : d.spanA, rel);
}

function bytesDiffer(own: Side, mine: ByteSpan | undefined, other: ByteSpan | undefined, rel: number): ByteMark {
  if (!mine || !other) return 'differs';
  if (rel >= other.length) return 'differs';
  const x = chunks.byte(own, mine.offset + rel);
  const y = chunks.byte(own === 'a' ? 'b' : 'a', other.offset + rel);
  return x !== undefined && y !== undefined && x !== y ? 'differs' : undefined;
}

function renderTree(): void {
  tree.replaceChildren();
  if (!diffTree) return;
  let selectedRow: HTMLElement | undefined;
  for (const r of diffTree.visibleRows(expanded)) {
    const row = el('div', 'diff-row');
    if ('more' in r) {
      // What the list limit left out: counted, not listed.
      row.classList.add('more');
      row.style.paddingLeft = `${(r.depth - 1) * 14 + 4}px`;
      row.append(
        el('span', 'twisty codicon'),
        el('span', 'label', t`… ${countsText(r.more, language)} more, not listed`),
      );
      tree.append(row);
      continue;
    }
    const n = r.node;
    row.style.paddingLeft = `${(n.depth - 1) * 14 + 4}px`;
    const open = expanded.has(n.id);
    row.append(
      el('span', `twisty codicon ${n.inner ? (open ? 'codicon-chevron-down' : 'codicon-chevron-right') : ''}`),
    );
    row.append(el('span', 'label', n.label));
    const d = n.difference === undefined ? undefined : differences[n.difference];
    if (d) {
      row.dataset.mark = n.mark;
      row.append(el('span', 'detail', detailText(d)));
    }
    if (!open && (!d || countsTotal(n.counts) > 1)) row.append(el('span', 'counts', countsText(n.counts, language)));
    if (n.difference !== undefined && n.difference === current) {
      row.classList.add('selected');
      selectedRow = row;
    }
    row.addEventListener('click', (e) => {
      const onTwisty = (e.target as HTMLElement).classList.contains('twisty');
      if (n.inner && (n.difference === undefined || onTwisty)) {
        if (open) expanded.delete(n.id);
        else expanded.add(n.id);
        renderTree();
      } else if (n.difference !== undefined) select(n.difference);
    });
    tree.append(row);
  }
  selectedRow?.scrollIntoView({ block: 'nearest' });
}

/** The difference without its path (the row's place in the tree says it). */
function detailText(d: Difference): string {
  const text = differenceText(d, language);
  const signs = { added: '+ ', removed: '- ', moved: '~ ' } as Record<string, string>;
  for (const prefix of [`${d.path}: `, `+ ${d.path}: `, `- ${d.path}: `, `~ ${d.path}: `])
    if (text.startsWith(prefix)) return (signs[d.kind] ?? '') + text.slice(prefix.length);
  return text;
}

function el(tag: string, cls: string, text?: string): HTMLElement {
  const e = document.createElement(tag);
  e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function button(icon: string, title: string, run: () => void): HTMLElement {
  const b = el('button', `diff-button codicon ${icon}`);
  b.title = title;
  b.setAttribute('aria-label', title);
  b.addEventListener('click', run);
  return b;
}
