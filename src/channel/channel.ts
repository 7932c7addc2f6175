// One request/reply mechanism for every channel of the editor (webview and host, host and parse worker, host and
// job workers, the CLI's validation workers, the Compare view): a channel declares each request kind once, with
// what the request carries and what it answers. The asking side (PendingReplies) and the answering side
// (`Handlers`) are both typed by that declaration. A request travels as `{ type: 'request', id, body }` and is
// answered by exactly one `{ type: 'reply', id, result | error }` with the same id (the pattern of
// microsoft/vscode-hexeditor's MessageHandler).

/** A channel's declaration: for each request kind, the request's fields (`req`, without `kind`) and its result. */
export type Channel<C> = { [K in keyof C]: { req: object; res: unknown } };

/** A request of kind K (of any kind by default): its `kind` and its fields. */
export type Request<C extends Channel<C>, K extends keyof C = keyof C> = { [P in K]: { kind: P } & C[P]['req'] }[K];

/** What a request of kind K answers. */
export type Result<C extends Channel<C>, K extends keyof C> = C[K]['res'];

/** The answering side: one function per request kind, each checked against its kind's result. */
export type Handlers<C extends Channel<C>> = {
  [K in keyof C]: (req: Request<C, K>) => Result<C, K> | Promise<Result<C, K>>;
};

/** An answering side that answers at once (a tree session over a decoded file). */
export type SyncHandlers<C extends Channel<C>> = { [K in keyof C]: (req: Request<C, K>) => Result<C, K> };

/**
 * Messages that are not requests (events), declared as a channel's kinds are: `{ type: fields }` for each event. The
 * message of type K (of any type by default) is its `type` and its fields.
 */
export type Events<E, K extends keyof E = keyof E> = { [P in K]: { type: P } & E[P] }[K];

/** What a reply carries: the result, or the error text of a request that failed. */
export interface Outcome {
  result?: unknown;
  error?: string;
}

export interface RequestMessage<C extends Channel<C>> {
  type: 'request';
  id: number;
  body: Request<C>;
}

export type ReplyMessage = { type: 'reply'; id: number } & Outcome;

/** The handler of the request's kind, called with the request: its result's type is the kind's. */
export async function answer<C extends Channel<C>, K extends keyof C>(
  handlers: Handlers<C>,
  req: Request<C, K>,
): Promise<Result<C, K>> {
  return handlers[req.kind](req);
}

/** Whether `handlers` answer requests of `req`'s kind (a side that answers some kinds and forwards the rest). */
export function handles<C extends Channel<C>>(handlers: Handlers<C>, req: { kind: PropertyKey }): req is Request<C> {
  return Object.hasOwn(handlers, req.kind);
}

/** The reply to request `id`: the result of the work that answers it, or its error's message. */
export async function replyTo(id: number, work: () => unknown): Promise<ReplyMessage> {
  try {
    return { type: 'reply', id, result: await work() };
  } catch (e) {
    return { type: 'reply', id, error: e instanceof Error ? e.message : String(e) };
  }
}
