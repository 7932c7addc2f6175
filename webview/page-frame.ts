// The page's frame: the toolbar (status, decoding progress and buttons, notices, Go to Offset and Find) and the
// containers of the panes, in the order Tab takes them. The views fill the panes; layout.ts places them.
import type { AnalysisState } from '../src/protocol';
import { el } from './text';
import { t } from './l10n';

export class PageFrame {
  readonly toolbar = el('div', 'toolbar');
  readonly status = el('span', 'status');
  private readonly progress = el('progress', 'progress');
  readonly stopButton = el('button', 'tool-button', t`Stop decoding`);
  readonly decodeButton = el('button', 'tool-button', t`Decode`);
  private readonly notice = el('span', 'notice');
  readonly gotoButton = el('button', 'tool-button codicon codicon-go-to-file');
  readonly findButton = el('button', 'tool-button codicon codicon-search');
  readonly main = el('div', 'main');
  readonly treePane = el('section', 'tree-pane');
  /** The selected node's field path: deep in a big array the rows above no longer show where you are. */
  readonly fieldPath = el('div', 'field-path');
  readonly picturePane = el('section', 'picture-pane');
  readonly hexPane = el('section', 'hex-pane');
  readonly sidePane = el('aside', 'side-pane');
  /** In place of the tree until one is loaded: decoding, or why there is none. */
  readonly treeMessage = el('div', 'tree-message');
  private noticeTimer = 0;

  constructor(app: HTMLElement) {
    this.status.id = 'status';
    this.status.setAttribute('aria-live', 'polite');
    this.progress.max = 1;
    this.notice.setAttribute('role', 'status');
    this.gotoButton.title = t`Go to Offset (Ctrl+G)`;
    this.findButton.title = t`Find bytes or text (Ctrl+F)`;
    this.toolbar.append(this.status, this.progress, this.stopButton, this.decodeButton, this.notice);
    this.toolbar.append(el('span', 'toolbar-spacer'), this.gotoButton, this.findButton);
    this.fieldPath.id = 'field-path';
    this.treePane.append(this.fieldPath);
    this.main.append(this.treePane, this.picturePane, this.hexPane, this.sidePane);
    app.append(this.toolbar, this.main);
  }

  /** A short note in the toolbar (an edit refused, a fix that failed), gone after a while; '' clears it. */
  showNotice(text: string): void {
    this.notice.textContent = text;
    clearTimeout(this.noticeTimer);
    if (text) this.noticeTimer = window.setTimeout(() => (this.notice.textContent = ''), 6000);
  }

  /** The analysis's progress and summary in the toolbar, with the buttons that apply to its phase. */
  showAnalysis(state: AnalysisState): void {
    const parsing = state.phase === 'parsing' || state.phase === 'reading';
    this.status.textContent = parsing ? t`Decoding… ${Math.round(state.progress * 100)}%` : state.summary;
    this.status.title = state.message ?? state.summary;
    this.progress.hidden = !parsing;
    this.progress.value = state.progress;
    this.stopButton.hidden = state.phase !== 'parsing';
    this.decodeButton.hidden = state.phase !== 'skipped' && state.phase !== 'stopped' && state.phase !== 'failed';
    this.decodeButton.textContent = state.phase === 'skipped' ? t`Decode` : t`Decode again`;
  }
}
