// Messages from the extension host, each handed to the part of the page it concerns: a new file view (init), an
// analysis, diagnostics, changed bytes, settings, bookmarks, and the commands VS Code runs in the page.
import { DiagnosticIndex, type DiagnosticMark } from '../src/core/diagnostics';
import type { ToWebview } from '../src/protocol';
import type { ByteCache } from './byte-cache';
import type { HexView } from './hex-view';
import type { Host } from './host';
import type { HoverCard } from './hover-card';
import type { Inspector } from './inspector';
import type { Layout } from './layout';
import type { PageEdits } from './page-edits';
import type { PageLinking } from './page-linking';
import type { PageState } from './page-state';
import type { PageTreeLoader } from './page-tree-loader';
import type { ProblemsList } from './problems-list';
import type { PromptBar } from './prompt-bar';
import type { TreeColumns } from './tree-columns';
import type { TreeView } from './tree-view';

export interface MessageTargets {
  cache: ByteCache;
  hexView: HexView;
  columns: TreeColumns;
  tree: TreeView;
  inspector: Inspector;
  problems: ProblemsList;
  card: HoverCard;
  prompt: PromptBar;
  layout: Layout;
  linking: PageLinking;
  loader: PageTreeLoader;
  edits: PageEdits;
}

export type HostMessage = Exclude<ToWebview, { type: 'reply' }>;

/** The handler of the host's messages (also given the init message the page carried). */
export function hostMessages(host: Host, state: PageState, p: MessageTargets): (m: HostMessage) => void {
  return (m) => {
    switch (m.type) {
      case 'init': {
        performance.mark('hex-atlas:init');
        requestAnimationFrame(() => performance.mark('hex-atlas:first-frame'));
        // A second init (the one the page carried was stale) replaces everything the first one brought.
        p.cache.clear();
        if (m.head) p.cache.seed(m.head.offset, m.head.bytes);
        host.adoptState(m.state);
        state.update({ size: m.size, settings: m.settings });
        const s = host.state;
        // The host's copy (a reopened tab) arrives only now.
        p.layout.restore(m.layout);
        p.problems.setHeight(m.layout?.problems);
        p.columns.restore(s.columns);
        if (s.selection) p.hexView.select(s.selection.offset, s.selection.length, false);
        if (s.topOffset !== undefined) p.hexView.setTopOffset(s.topOffset);
        const sel = p.hexView.selection;
        p.inspector.show(sel.offset, sel.length, undefined);
        document.title = m.fileName;
        // Arrow keys work right away in a freshly opened editor.
        p.hexView.focusView();
        break;
      }
      case 'analysis':
        p.loader.analysis(m.state, m.tree);
        break;
      case 'diagnostics':
        state.update({ diagnostics: new DiagnosticIndex(m.list) });
        p.hexView.setDiagnostics(new DiagnosticIndex<DiagnosticMark>([...m.list, ...m.marks]));
        p.problems.set(m.list, m.total);
        break;
      case 'changed':
        p.cache.clear();
        // A card up since before the change would show the old bytes and value.
        p.card.hide();
        if (m.size !== state.current.size) state.update({ size: m.size });
        p.hexView.render();
        p.inspector.render();
        break;
      case 'settings':
        state.update({ settings: m.settings });
        break;
      case 'revealRange':
        p.linking.revealRange(m.offset, m.length);
        break;
      case 'revealNode':
        void p.linking.revealNode(m.id);
        break;
      case 'structureEdit':
        void p.edits.structureEdit(m.id, m.edit);
        break;
      case 'bookmarks':
        p.hexView.setBookmarks(m.marks);
        p.tree.marks = m.marks;
        p.tree.render();
        break;
      case 'command': {
        const sel = p.hexView.selection;
        if (m.name === 'goToOffset') p.prompt.open('goto');
        else if (m.name === 'find') p.prompt.open('find');
        else if (m.name === 'showColumn') void p.linking.showColumn();
        else if (m.name === 'editValue') p.tree.startEdit();
        else void p.linking.revealNodeAt(sel.offset, Math.max(1, sel.length), false);
        break;
      }
    }
  };
}
