// Go to Source is worked out where the decoded tree is kept (the parse worker): the include record at a tree node,
// or the record holding the field at it, and the line and paths it stores.
import type { SpanNode } from '../core/node';
import { nodeAt, parsePathId } from '../core/tree';
import { sourceLinkOf, type SourceLink } from '../formats/eu7/common/source-links';
import type { ByteSource } from './byte-source';

export function sourceLinkAt(root: SpanNode, id: string, source: ByteSource): SourceLink | null {
  const path = parsePathId(id);
  const read = (offset: number, length: number) => source.read(offset, length);
  const node = nodeAt(root, path);
  const record = node?.type === 'Include' ? node : nodeAt(root, path.slice(0, -1));
  return (record && sourceLinkOf(record, read)) ?? null;
}
