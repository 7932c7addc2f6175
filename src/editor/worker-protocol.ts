// Messages between the extension host and the parse worker (node worker_threads).
import type { Diagnostic } from '../core/diagnostics';
import type { Query } from '../protocol';

export type ToWorker =
  | {
      type: 'start';
      fileName: string;
      /** The document's bytes, shared with the host (no copy); the host restarts the worker after an edit. */
      buffer: SharedArrayBuffer;
      /** Int32Array[1]: the host sets it to 1 to ask the decoder to stop at its next check. */
      stopFlag: SharedArrayBuffer;
    }
  | { type: 'query'; id: number; query: Query }
  | { type: 'sibling'; id: number; bytes?: Uint8Array };

export type FromWorker =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; format: string; formatId: string; version?: string; diagnostics: Diagnostic[]; stopped: boolean }
  | { type: 'failed'; message: string }
  | { type: 'reply'; id: number; result?: unknown; error?: string }
  | { type: 'sibling'; id: number; name: string };
