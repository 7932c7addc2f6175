// The toy file written back: the header, the cells and the bytes after them, as they were.
import { ByteWriter } from '../../../src/core/writer';
import { HEADER_SIZE, TOY_MAGIC, type ToyModel } from './decode';

export function encodeToy(m: ToyModel): Uint8Array {
  return new ByteWriter(HEADER_SIZE + m.cells.length + m.trailing.length)
    .bytes(TOY_MAGIC)
    .u16(m.width)
    .u16(m.height)
    .bytes(m.cells)
    .bytes(m.trailing)
    .finish();
}
