// Hovering: a byte or a tree row under the pointer highlights its node's bytes and shows the hover card with the
// node, its bytes and the problems on them (each with its Fix where one applies).
import type { Diagnostic } from '../src/core/diagnostics';
import type { NodeDetail } from '../src/protocol';
import type { ByteCache } from './byte-cache';
import type { HexView } from './hex-view';
import type { Host } from './host';
import type { HoverCard } from './hover-card';
import type { PageState } from './page-state';
import { itemRange, type TreeItem } from './tree-model';

export class PageHover {
  /** Counts hovers: the answer for a place the pointer has since left is dropped. */
  private token = 0;

  constructor(
    private readonly host: Host,
    private readonly state: PageState,
    private readonly card: HoverCard,
    private readonly hexView: HexView,
    private readonly cache: ByteCache,
    private readonly fix: (d: Diagnostic) => Promise<void>,
  ) {}

  /** The pointer is over byte `offset` of the hex view (undefined: it left). */
  async byte(offset: number | undefined, e: MouseEvent): Promise<void> {
    const token = ++this.token;
    // A card offering a fix waits for the pointer to reach it; once on it, the card stays.
    if (!(await this.card.linger()) || token !== this.token) return;
    if (offset === undefined) {
      this.hexView.setHighlight(undefined);
      this.card.hide();
      return;
    }
    if (!this.state.treeReady) return;
    const detail = await this.host.request({ kind: 'nodeAt', offset });
    if (token !== this.token || !detail) return;
    this.hexView.setHighlight(detail.row);
    this.show(detail, e, this.state.current.diagnostics.within(offset, offset + 1));
  }

  /** The pointer is over a tree row (undefined: it left). */
  async item(item: TreeItem | undefined, e: MouseEvent): Promise<void> {
    const token = ++this.token;
    if (!(await this.card.linger()) || token !== this.token) return;
    if (!item) {
      this.hexView.setHighlight(undefined);
      this.card.hide();
      return;
    }
    this.hexView.setHighlight(itemRange(item));
    const detail: NodeDetail | null =
      item.kind === 'node'
        ? await this.host.request({ kind: 'node', id: item.row.id })
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
    const onRange = this.state.current.diagnostics.within(r.offset, r.offset + Math.max(1, r.length));
    if (token === this.token && detail) this.show(detail, e, onRange);
  }

  /** The card for `detail`, with `problems` on its bytes (each with its Fix button where one applies). */
  show(detail: NodeDetail, e: MouseEvent, problems: readonly Diagnostic[] = []): void {
    const r = detail.row;
    // The format's command offered on the card, if one applies here.
    const c = r.commands?.find((command) => command.card);
    const run = () =>
      c && this.host.send({ type: 'formatCommand', command: c.id, id: r.id, offset: r.offset, length: r.length });
    const bytes = this.cache.slice(r.offset, Math.min(r.length, 32));
    this.card.show(
      detail,
      bytes,
      e.clientX,
      e.clientY,
      { list: problems, fix: this.fix },
      c && { title: c.title, run },
    );
  }
}
