// A record whose node swallows the records after it. Bit 5 of a SlimNode's flags announces a transform context, a
// variable-size block (two counted Vec3 stacks, a rotation, a depth) read from the bytes that follow; set on a node
// that has none, it makes the reader take the record's own fields and the next record's bytes as that block, and
// every record after it is read out of step until one no longer fits. Searched only once a chunk's walk has failed,
// so the walk itself stays as it is.
import { NodeFlag } from '../enums';
import { nodeFieldsSize } from '../fields';
import { RecordChunkIndex } from './record-chunk';
import { DOES_NOT_FIT, Layout, RecordScan, indexRecords, slimNode } from './scan';

/** Nodes with the transform bit tried, from the failing record back: each try walks the rest of the chunk. */
const MAX_TRIES = 32;

/**
 * The one record (index and offset) whose node read without its transform context lets every record of the chunk
 * fit, ending exactly at the chunk end; undefined when there is none, or more than one. Only for kinds whose record
 * opens with its node.
 */
export function swallowingNode(view: DataView, index: RecordChunkIndex): { record: number; at: number } | undefined {
  const layout = index.chunk.layout;
  if (layout[0] !== slimNode) return undefined;
  const walker = new RecordScan(view);
  const offsets = indexRecords(walker, layout, index.start, index.count, index.end);
  const rest = layout.slice(1);
  let found: { record: number; at: number } | undefined;
  let tries = 0;
  for (let j = Math.min(offsets.length, index.count) - 1; j >= 0 && tries < MAX_TRIES; j--) {
    const at = offsets[j];
    if (at >= index.end || !(view.getUint8(at) & NodeFlag.transform)) continue;
    tries++;
    if (!fitsWithoutTransform(walker, layout, rest, index, j, at)) continue;
    if (found) return undefined;
    found = { record: j, at };
  }
  return found;
}

function fitsWithoutTransform(
  walker: RecordScan,
  layout: Layout,
  rest: Layout,
  index: RecordChunkIndex,
  record: number,
  at: number,
): boolean {
  walker.pos = at + nodeFieldsSize(walker.view.getUint8(at));
  walker.end = index.end;
  try {
    walker.run(rest);
    for (let k = record + 1; k < index.count; k++) walker.run(layout);
  } catch (e) {
    if (e !== DOES_NOT_FIT) throw e;
    return false;
  }
  return walker.pos === index.end;
}
