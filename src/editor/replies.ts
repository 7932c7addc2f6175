// Requests answered by exactly one reply over a message channel: the asking side of webview -> host,
// host -> parse worker and worker -> host (sibling files). A request's id finds its promise when the reply comes.

/** What a reply carries: the result, or the error text of a request that failed. */
export interface Outcome {
  result?: unknown;
  error?: string;
}

interface Waiter {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * `Body` is a union of `{ kind, ... }` requests and `Results` maps each kind to its reply's type: a new request kind
 * is one more union member and one more entry in the map.
 */
export class PendingReplies<Body extends { kind: string }, Results extends Record<Body['kind'], unknown>> {
  private readonly waiting = new Map<number, Waiter>();
  private nextId = 1;
  private closed: string | undefined;

  /** `send` posts one request with its id; the other side answers it through `settle`. */
  constructor(private readonly send: (id: number, body: Body) => void) {}

  /** Requests sent and not yet answered, failed or cancelled. */
  get pending(): number {
    return this.waiting.size;
  }

  /** Send `body`; settles with its reply, or rejects on `dispose` or when `signal` aborts (a late reply is dropped). */
  request<B extends Body>(body: B, signal?: AbortSignal): Promise<Results[B['kind']]> {
    if (this.closed !== undefined) return Promise.reject(new Error(this.closed));
    if (signal?.aborted) return Promise.reject(cancelled());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const abort = (): void => {
        this.waiting.delete(id);
        reject(cancelled());
      };
      const done = (): void => {
        this.waiting.delete(id);
        signal?.removeEventListener('abort', abort);
      };
      this.waiting.set(id, {
        resolve: (value) => {
          done();
          resolve(value as Results[B['kind']]);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      signal?.addEventListener('abort', abort, { once: true });
      try {
        this.send(id, body);
      } catch (e) {
        this.waiting.get(id)?.reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  }

  /** Settle request `id` with its reply; a reply nobody waits for (answered, cancelled, never sent) is ignored. */
  settle(id: number, outcome: Outcome): void {
    const waiter = this.waiting.get(id);
    if (!waiter) return;
    if (outcome.error !== undefined) waiter.reject(new Error(outcome.error));
    else waiter.resolve(outcome.result);
  }

  /** The other side is gone: every waiting request rejects with `reason`, and so does any later one, at once. */
  dispose(reason: string): void {
    this.closed ??= reason;
    for (const waiter of [...this.waiting.values()]) waiter.reject(new Error(reason));
  }
}

/** The answering side: the outcome of the work that answers a request — its result, or its error's message. */
export async function outcomeOf(work: () => unknown): Promise<Outcome> {
  try {
    return { result: await work() };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

function cancelled(): Error {
  return new Error('request cancelled');
}
