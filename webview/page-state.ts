// The page's state: what the host last said about the file (its size, the view settings, the diagnostics), which
// analysis the tree shows and the array the column view shows. One store that controllers update and views
// subscribe to, kept apart from the views as Microsoft's Hex Editor keeps its `state.ts`.
import { DiagnosticIndex, type Diagnostic } from '../src/core/diagnostics';
import type { ColumnData, ViewSettings } from '../src/protocol';

export interface PageStateData {
  /** The file's size in bytes. */
  size: number;
  settings: ViewSettings;
  /** The analysis whose tree is loaded (-1: none yet; tree queries wait for one). */
  treeGeneration: number;
  /** The diagnostics last sent, for the fixable one under the pointer. */
  diagnostics: DiagnosticIndex<Diagnostic>;
  /** The array shown in the column view, while it is open. */
  column: ColumnData | undefined;
}

/** Told of every update: the state after it and the fields the update set (even to the value they had). */
export type PageStateListener = (state: Readonly<PageStateData>, changed: Partial<PageStateData>) => void;

export class PageState {
  private data: PageStateData = {
    size: 0,
    settings: { bytesPerRow: 16, groupSize: 4, showText: true },
    treeGeneration: -1,
    diagnostics: new DiagnosticIndex<Diagnostic>([]),
    column: undefined,
  };
  private readonly listeners = new Set<PageStateListener>();

  get current(): Readonly<PageStateData> {
    return this.data;
  }

  /** A tree is loaded: node queries have one to answer from. */
  get treeReady(): boolean {
    return this.data.treeGeneration >= 0;
  }

  update(changed: Partial<PageStateData>): void {
    this.data = { ...this.data, ...changed };
    for (const listener of this.listeners) listener(this.data, changed);
  }

  /** Returns the function that unsubscribes. */
  subscribe(listener: PageStateListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
