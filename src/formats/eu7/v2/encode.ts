// Writing a model back: the header from its fields, every chunk with its u64 size counted from what is written,
// each payload from the chunk's fields (the string table, META, a record count before its records) and views of the
// input for record runs and opaque payloads.
import { ByteWriter } from '../../../core/writer';
import { strs } from '../writer';
import { Eu7v2Model, V2Chunk } from './model';
import { chunk, fileHeader, meta } from './writer';

/** Room for what an edit adds beyond the decoded size before the writer has to grow. */
const SLACK = 1 << 12;

export function encodeEu7v2(model: Eu7v2Model): Uint8Array {
  const w = new ByteWriter(model.sizeHint + SLACK);
  fileHeader(w, model.fileKind, model.version, model.magic, model.reserved);
  for (const c of model.chunks)
    chunk(w, c.id, (p) => {
      payload(p, c);
      p.bytes(c.tail);
    });
  w.bytes(model.trailing);
  return w.written();
}

function payload(w: ByteWriter, c: V2Chunk): void {
  switch (c.kind) {
    case 'strings':
      return strs(w, c.strings);
    case 'meta':
      return meta(w, c.meta);
    case 'records':
      w.u32(c.count).bytes(c.bytes);
      return;
    case 'opaque':
      w.bytes(c.payload);
      return;
  }
}
