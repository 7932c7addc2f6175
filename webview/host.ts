// The webview's side of the protocol: typed requests with reply ids, message listeners, persisted view state.
import type { Request, Result } from '../src/channel/channel';
import { PendingReplies } from '../src/channel/pending-replies';
import type { FromWebview, ToWebview, WebviewChannel } from '../src/protocol';
import type { ColumnWidths } from './tree-columns';
import type { PictureViewState } from './picture-view';

interface VsCodeApi {
  postMessage(message: FromWebview): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

type Listener = (m: Exclude<ToWebview, { type: 'reply' }>) => void;

export class Host {
  private readonly api = acquireVsCodeApi();
  private readonly replies = new PendingReplies<WebviewChannel>((id, body) =>
    this.api.postMessage({ type: 'request', id, body }),
  );
  private readonly listeners: Listener[] = [];

  constructor() {
    window.addEventListener('message', (e: MessageEvent<ToWebview>) => {
      const m = e.data;
      if (m.type === 'reply') this.replies.settle(m.id, m);
      else for (const l of this.listeners) l(m);
    });
  }

  request<K extends keyof WebviewChannel>(body: Request<WebviewChannel, K>): Promise<Result<WebviewChannel, K>> {
    return this.replies.request(body);
  }

  send(m: Exclude<FromWebview, { type: 'request' }>): void {
    this.api.postMessage(m);
  }

  on(listener: Listener): void {
    this.listeners.push(listener);
  }

  get state(): Partial<SavedState> {
    const s = this.api.getState();
    return s && typeof s === 'object' ? (s as Partial<SavedState>) : {};
  }

  saveState(patch: Partial<SavedState>): void {
    const state = { ...this.state, ...patch };
    this.api.setState(state);
    this.api.postMessage({ type: 'state', state });
  }

  /** Take the host's copy of the state when this webview has none of its own (a reopened tab). */
  adoptState(state: unknown): void {
    if (state && typeof state === 'object' && Object.keys(this.state).length === 0) this.api.setState(state);
  }
}

/** What survives the tab being hidden or VS Code restarting. */
export interface SavedState {
  topOffset: number;
  expanded: string[];
  selectedKey: string;
  selection: { offset: number; length: number };
  /** Tree columns the user resized. */
  columns: ColumnWidths;
  picture: PictureViewState;
  /** Which of tree, picture and hex view are shown. */
  panes: { tree: boolean; picture: boolean; hex: boolean };
}
