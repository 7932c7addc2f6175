// Messages between the extension host and the Compare with… diff view (a webview panel).
import type { CompareResult } from './compare';

export type Side = 'a' | 'b';

export type ToDiffView =
  | { type: 'result'; nameA: string; nameB: string; result: CompareResult }
  | { type: 'failed'; message: string }
  /** Bytes the view asked for (fewer at the end of the file). */
  | { type: 'bytes'; side: Side; offset: number; bytes: Uint8Array }
  /** F7 / Shift+F7 from the keybindings. */
  | { type: 'step'; direction: 1 | -1 };

export type FromDiffView = { type: 'ready' } | { type: 'bytes'; side: Side; offset: number; length: number };

/** Bytes travel in chunks of this size, aligned to it. */
export const DIFF_CHUNK = 4096;
