import { describe, expect, expectTypeOf, it } from 'vitest';
import { answer, handles, replyTo, type Handlers, type Request } from '../../src/channel/channel';
import { PendingReplies } from '../../src/channel/pending-replies';

interface Test {
  double: { req: { n: number }; res: number };
  name: { req: object; res: string };
}

function channel(): { replies: PendingReplies<Test>; sent: [number, Request<Test>][] } {
  const sent: [number, Request<Test>][] = [];
  return { replies: new PendingReplies<Test>((id, body) => sent.push([id, body])), sent };
}

describe('PendingReplies', () => {
  it('gives each request a new id and settles it with the reply carrying that id, in any order', async () => {
    const { replies, sent } = channel();
    const a = replies.request({ kind: 'double', n: 2 });
    const b = replies.request({ kind: 'name' });
    const c = replies.request({ kind: 'double', n: 5 });
    expectTypeOf(a).toEqualTypeOf<Promise<number>>();
    expectTypeOf(b).toEqualTypeOf<Promise<string>>();
    expect(sent).toEqual([
      [1, { kind: 'double', n: 2 }],
      [2, { kind: 'name' }],
      [3, { kind: 'double', n: 5 }],
    ]);
    replies.settle(3, { result: 10 });
    replies.settle(1, { result: 4 });
    replies.settle(2, { result: 'x' });
    expect(await Promise.all([a, b, c])).toEqual([4, 'x', 10]);
    expect(replies.pending).toBe(0);
  });

  it('rejects a request whose reply carries an error, leaving the others waiting', async () => {
    const { replies } = channel();
    const failing = replies.request({ kind: 'name' });
    const other = replies.request({ kind: 'name' });
    replies.settle(1, { error: 'no such node' });
    await expect(failing).rejects.toThrow('no such node');
    expect(replies.pending).toBe(1);
    replies.settle(2, { result: 'ok' });
    await expect(other).resolves.toBe('ok');
  });

  it('ignores replies to unknown or already answered ids', async () => {
    const { replies } = channel();
    const p = replies.request({ kind: 'double', n: 1 });
    replies.settle(99, { result: 7 });
    replies.settle(0, { error: 'stray' });
    expect(replies.pending).toBe(1);
    replies.settle(1, { result: 2 });
    replies.settle(1, { result: 3 });
    replies.settle(1, { error: 'late' });
    await expect(p).resolves.toBe(2);
  });

  it('dispose rejects every pending request and any later one, without sending it', async () => {
    const { replies, sent } = channel();
    const a = replies.request({ kind: 'name' });
    const b = replies.request({ kind: 'double', n: 1 });
    replies.dispose('worker exited (1)');
    await expect(a).rejects.toThrow('worker exited (1)');
    await expect(b).rejects.toThrow('worker exited (1)');
    await expect(replies.request({ kind: 'name' })).rejects.toThrow('worker exited (1)');
    expect(sent).toHaveLength(2);
    replies.settle(1, { result: 'too late' });
    expect(replies.pending).toBe(0);
  });

  it('cancels through an AbortSignal: the request rejects and its late reply is dropped', async () => {
    const { replies, sent } = channel();
    const controller = new AbortController();
    const cancelled = replies.request({ kind: 'name' }, controller.signal);
    const kept = replies.request({ kind: 'name' });
    controller.abort();
    await expect(cancelled).rejects.toThrow('request cancelled');
    expect(replies.pending).toBe(1);
    replies.settle(1, { result: 'late' });
    replies.settle(2, { result: 'kept' });
    await expect(kept).resolves.toBe('kept');
    await expect(replies.request({ kind: 'name' }, controller.signal)).rejects.toThrow('request cancelled');
    expect(sent).toHaveLength(2);
  });

  it('rejects a request that could not be sent and forgets it', async () => {
    const replies = new PendingReplies<Test>(() => {
      throw new Error('could not be cloned');
    });
    await expect(replies.request({ kind: 'name' })).rejects.toThrow('could not be cloned');
    expect(replies.pending).toBe(0);
  });
});

describe('answering', () => {
  const handlers: Handlers<Test> = { double: (r) => r.n * 2, name: async () => 'test' };

  it("calls the handler of the request's kind, typed by its result", async () => {
    const doubled = answer(handlers, { kind: 'double', n: 21 });
    expectTypeOf(doubled).toEqualTypeOf<Promise<number>>();
    expect(await doubled).toBe(42);
    expect(await answer(handlers, { kind: 'name' })).toBe('test');
  });

  it('tells the kinds a side answers from those it forwards', () => {
    expect(handles(handlers, { kind: 'double' })).toBe(true);
    expect(handles(handlers, { kind: 'children' })).toBe(false);
    expect(handles(handlers, { kind: 'toString' })).toBe(false);
  });

  it("rejects a handler whose result is not its kind's", () => {
    // @ts-expect-error a string is not what `double` answers
    const wrong: Handlers<Test> = { double: () => 'two', name: () => 'x' };
    expect(wrong).toBeDefined();
  });
});

describe('replyTo', () => {
  it("carries the result, or the message of what the work threw, under the request's id", async () => {
    expect(await replyTo(1, () => 5)).toEqual({ type: 'reply', id: 1, result: 5 });
    expect(await replyTo(2, async () => 'later')).toEqual({ type: 'reply', id: 2, result: 'later' });
    expect(await replyTo(3, () => Promise.reject(new Error('bad request')))).toEqual({
      type: 'reply',
      id: 3,
      error: 'bad request',
    });
    expect(
      await replyTo(4, () => {
        throw 'plain';
      }),
    ).toEqual({ type: 'reply', id: 4, error: 'plain' });
  });
});
