// Structural edits of an NRes archive, written by the canonical writer (payloads 8-aligned in directory order,
// sort table, entry count and total size computed): an entry renamed (the sort table follows), and in archives
// other than Land.msh and Land.map (whose entries are fixed by type) an entry deleted or duplicated with its payload.
import type { ByteSource } from '../../../core/byte-source';
import type { SpanNode } from '../../../core/node';
import { EditActions, EditResult, elementIndex, siblingPath, structureEdits } from '../../../core/structure-edit';
import { NAME_SIZE } from './layout';
import type { NResArchive, NResEntry } from './decode';
import { NResCopy, nresEncoded } from './encode';
import { msg } from '../../../core/translatable';

/** The archive to rewrite, and (in the decode index) which kind of archive it is. */
export function nresEdits<M extends { archive: NResArchive; source: ByteSource }, I extends { kind: string }>() {
  return structureEdits<M, I>((decoded, chain, path): EditActions => {
    const m = decoded.model;
    const [, directory, entryNode, field] = chain as (SpanNode | undefined)[];
    if (directory?.name !== 'directory' || !entryNode) return {};
    const i = elementIndex(entryNode);
    const entries = m.archive.entries;
    if (i < 0 || i >= entries.length || !entries.every((e) => e.inRange)) return {};
    const parts = entries.map((e) => part(m.source, e));
    if (field?.name === 'name' && chain.length === 4)
      return {
        setString: (text) => {
          if ([...text].some((c) => c === '\0' || c.charCodeAt(0) > 0xff) || text.length > NAME_SIZE - 1)
            return { error: msg`a name is 1..${NAME_SIZE - 1} latin-1 characters` };
          parts[i] = { ...parts[i], name: text };
          return written(parts, path);
        },
      };
    if (chain.length !== 3 || decoded.index?.kind !== 'other') return {};
    return {
      delete: () =>
        written(
          [...parts.slice(0, i), ...parts.slice(i + 1)],
          entries.length > 1 ? siblingPath(path, Math.min(i, entries.length - 2)) : '',
        ),
      duplicate: () => written([...parts.slice(0, i + 1), parts[i], ...parts.slice(i + 1)], siblingPath(path, i + 1)),
    };
  });
}

/** An entry as the writer takes it, its payload a section of the file (read when written, never copied first). */
function part(source: ByteSource, e: NResEntry): NResCopy {
  return {
    typeId: e.typeId,
    attr1: e.attr1,
    attr2: e.attr2,
    attr3: e.attr3,
    name: e.name,
    size: e.size,
    payload: { source, offset: e.dataOffset, length: e.size },
  };
}

function written(parts: NResCopy[], select: string): EditResult {
  return { encoded: nresEncoded(parts), select };
}
