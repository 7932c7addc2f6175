// The asking side of a channel: each request gets an id, and the reply with that id settles its promise, typed by
// the channel's declaration of the request's kind.
import type { Channel, Outcome, Request, Result } from './channel';

interface Waiter {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export class PendingReplies<C extends Channel<C>> {
  private readonly waiting = new Map<number, Waiter>();
  private nextId = 1;
  private closed: string | undefined;

  /** `send` posts one request with its id; the other side answers it through `settle`. */
  constructor(private readonly send: (id: number, body: Request<C>) => void) {}

  /** Requests sent and not yet answered, failed or cancelled. */
  get pending(): number {
    return this.waiting.size;
  }

  /** Send `body`; settles with its reply, or rejects on `dispose` or when `signal` aborts (a late reply is dropped). */
  request<K extends keyof C>(body: Request<C, K>, signal?: AbortSignal): Promise<Result<C, K>> {
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
          // The reply crossed a message channel untyped; the other side answered it with its kind's handler.
          resolve(value as Result<C, K>);
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

function cancelled(): Error {
  return new Error('request cancelled');
}
