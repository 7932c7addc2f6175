// The chunk stream of both EU7 containers: after the file header, chunks one after another to the end of the file,
// each an id, a size and a payload read inside a tolerant region. The containers differ in the size field, the chunk
// titles and their rules; what is done with a chunk that does not fit is the same.
import { StructBuilder } from '../../../core/builder';
import { ChunkSpan, fourcc } from '../../../core/chunks';
import { Cursor } from '../../../core/cursor';
import { Rule } from '../../../core/diagnostics';
import { BasicNode, SpanNode, opaque, tile, Reading } from '../../../core/node';
import { latin1 } from '../../../core/text';
import { tolerate } from '../../../core/tolerate';
import { ChunkContext } from './context';
import { counted, listOf, msg, type Text } from '../../../core/translatable';

/** What a container's chunk header and payload are called and checked with. */
export interface ChunkFrame {
  title(id: string): Text | undefined;
  /** Reads the size field after the id, and reports the size of a span that cannot be right. */
  size(s: StructBuilder, span: ChunkSpan, ctx: ChunkContext): void;
  /** Bytes after what the payload's fields say. */
  trailing: Rule;
  /** That message, naming what the payload holds in the container's words (records, fields). */
  bytesAfter(count: number, id: string): Text;
}

/** A chunk's one-line summary and its fields for the model. */
export interface Read<B> {
  summary: Reading;
  body: B;
}

/** A chunk in the model: the fields read, or the payload as it is when the read did not finish. */
export type FramedChunk<B> = (B | { kind: 'opaque'; payload: Uint8Array }) & {
  /** The FourCC, one character per byte (latin-1). */
  id: string;
  tail: Uint8Array;
};

/** Chunk header (id, size), then the payload read by `body` inside a tolerant region. */
export function readChunk<B>(
  ctx: ChunkContext,
  span: ChunkSpan,
  frame: ChunkFrame,
  body: (s: StructBuilder) => Read<B>,
): { node: SpanNode; chunk: FramedChunk<B> } {
  const s = new StructBuilder(new Cursor(ctx.bytes, span.offset, span.payloadEnd), span.id, `Chunk ${span.id}`);
  s.value('id', 'char[4]', (c) => fourcc(c.take(4), 0), {
    show: (id) => msg`"${id}" ${frame.title(id) ?? msg`(unknown chunk)`}`,
  });
  frame.size(s, span, ctx);
  const read = tolerate(
    ctx.diags,
    { start: span.payloadOffset, end: span.payloadEnd, what: msg`${span.id} chunk` },
    () => body(s),
  );
  const readEnd = s.c.pos;
  const rest = span.payloadEnd - readEnd;
  if (rest > 0) {
    if (read) ctx.report(frame.trailing, readEnd, rest, frame.bytesAfter(rest, span.id));
    s.opaque(read ? 'unread' : 'undecoded', rest);
  }
  // The id as its four bytes (latin-1), not the escaped display form: an unknown id is written back unchanged.
  const id = latin1(ctx.bytes.subarray(span.offset, span.offset + 4));
  const chunk: FramedChunk<B> = read
    ? { id, ...read.body, tail: ctx.bytes.subarray(readEnd, span.payloadEnd) }
    : {
        id,
        kind: 'opaque',
        payload: ctx.bytes.subarray(span.payloadOffset, span.payloadEnd),
        tail: ctx.bytes.subarray(0, 0),
      };
  return { node: s.done(read?.summary, !read), chunk };
}

/** The file's tree parts and model chunks as the stream is read, and the bytes after the last whole chunk. */
export class ChunkStream<C> {
  readonly parts: SpanNode[];
  readonly chunks: C[] = [];
  trailing: Uint8Array;

  constructor(
    private readonly ctx: ChunkContext,
    header: SpanNode,
  ) {
    this.parts = [header];
    this.trailing = ctx.bytes.subarray(ctx.bytes.length);
  }

  /** True at a chunk header cut short by the end of the file: those bytes are reported and kept as trailing. */
  endsAt(span: ChunkSpan, rule: Rule): boolean {
    if (span.problem !== 'short-header') return false;
    this.ctx.report(rule, span.offset, span.totalSize, msg`${span.totalSize} bytes after the last chunk`);
    this.parts.push(opaque('trailing', span.offset, span.totalSize));
    this.trailing = this.ctx.bytes.subarray(span.offset);
    return true;
  }

  /** A chunk read. One whose size cannot be right ends the stream: the file from it on is kept as trailing. */
  add(span: ChunkSpan, node: SpanNode, chunk: C): void {
    this.parts.push(node);
    if (!span.problem) {
      this.chunks.push(chunk);
      return;
    }
    const end = this.ctx.bytes.length;
    this.parts.push(
      opaque('unreadable', span.payloadEnd, end - span.payloadEnd, undefined, msg`the chunk stream cannot continue`),
    );
    this.trailing = this.ctx.bytes.subarray(span.offset);
  }

  root(type: string): BasicNode {
    const length = this.ctx.bytes.length;
    return new BasicNode(
      {
        name: 'file',
        type,
        kind: 'struct',
        offset: 0,
        length,
        display: listOf([counted(length, 'byte'), counted(this.chunks.length, 'chunk')]),
      },
      tile(this.parts, 0, length),
    );
  }
}
