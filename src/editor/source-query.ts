// Go to Source is worked out where the decoded tree is kept (the parse worker), by the codec's `commands`
// (src/core/commands.ts): the record at a tree node, or the record holding the field at it, and the line and paths
// it stores.
import type { Analysis } from '../analysis';
import type { SourceLink } from '../core/source-link';
import { parsePathId } from '../core/tree';
import type { ByteSource } from '../core/byte-source';

export function sourceLinkAt(
  a: Pick<Analysis, 'format' | 'decoded'> | undefined,
  id: string,
  source: ByteSource,
): SourceLink | null {
  const link = a?.format.commands?.sourceLink;
  if (!a || !link) return null;
  return link(a.decoded, parsePathId(id), (offset, length) => source.read(offset, length)) ?? null;
}
