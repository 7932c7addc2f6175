// The webview's side of the protocol: typed requests with reply ids, message listeners, persisted view state.
import type { FromWebview, Request, RequestResult, ToWebview } from '../src/protocol';
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
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private readonly listeners: Listener[] = [];
  private nextId = 1;

  constructor() {
    window.addEventListener('message', (e: MessageEvent<ToWebview>) => {
      const m = e.data;
      if (m.type === 'reply') {
        const p = this.pending.get(m.reqId);
        this.pending.delete(m.reqId);
        if (m.error !== undefined) p?.reject(new Error(m.error));
        else p?.resolve(m.result);
        return;
      }
      for (const l of this.listeners) l(m);
    });
  }

  request<R extends Request>(body: R): Promise<RequestResult<R>> {
    const reqId = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(reqId, { resolve: resolve as (v: unknown) => void, reject });
      this.api.postMessage({ type: 'request', reqId, body });
    });
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
  treeWidth: number;
  picture: PictureViewState;
  /** Which of tree, picture and hex view are shown. */
  panes: { tree: boolean; picture: boolean; hex: boolean };
}
