// A worker as its host sees it, whatever runs it: a Node worker thread, a Web Worker, or the host's own thread when
// neither can be had (VS Code's web worker extension host may not start one). `inThread` pairs two ends in one thread.

/** One end of a worker's message channel. */
export interface WorkerLink<Out, In> {
  /** `transfer`: buffers handed over rather than copied, where the other end is in another thread. */
  post(message: Out, transfer?: ArrayBuffer[]): void;
  onMessage(listener: (message: In) => void): void;
  /** The worker failed or ended by itself; not called after `terminate`. */
  onFailure(listener: (message: string) => void): void;
  /** Settles once the worker has stopped (files it read by descriptor may be closed then). */
  terminate(): Promise<void>;
}

/** The worker's end of a link. */
export interface WorkerPort<Out, In> {
  post(message: Out, transfer?: ArrayBuffer[]): void;
  onMessage(listener: (message: In) => void): void;
}

/**
 * A worker served in this thread by `serve`: messages are passed by reference, each in a task of its own, so
 * neither side runs inside the other's call and a buffer "sent" is the very buffer (shared without shared memory).
 */
export function inThread<Out, In>(serve: (port: WorkerPort<In, Out>) => void): WorkerLink<Out, In> {
  const toWorker: ((m: Out) => void)[] = [];
  const toHost: ((m: In) => void)[] = [];
  let ended = false;
  const deliver =
    <M>(listeners: ((m: M) => void)[]) =>
    (m: M): void => {
      setTimeout(() => {
        if (!ended) for (const l of listeners) l(m);
      }, 0);
    };
  serve({ post: deliver(toHost), onMessage: (l) => toWorker.push(l) });
  return {
    post: deliver(toWorker),
    onMessage: (l) => toHost.push(l),
    onFailure: () => undefined,
    terminate: () => {
      ended = true;
      return Promise.resolve();
    },
  };
}
