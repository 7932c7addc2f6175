// What runs a channel's jobs, as its users see it: a pool of worker threads (worker-pool.ts) in Node, the host's own
// thread on the web.
import type { Channel, Request, Result } from './channel';

export interface JobRunner<C extends Channel<C>> {
  /** Runs `req` in lane `slot` (0 <= slot < size). */
  run<K extends keyof C>(req: Request<C, K>, slot?: number): Promise<Result<C, K>>;
  readonly size: number;
  /** Stops what runs; unfinished requests fail. */
  stop(reason?: string): void;
}
