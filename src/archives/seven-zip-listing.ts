// 7-Zip's technical listing (`7zz l -slt`): the archive's properties, a "----------" line, then one block of
// "Key = value" lines per item, separated by blank lines.
import { ArchiveEntry } from './archive';
import { normalisePath } from './vfs-path';

export interface SevenZipListing {
  /** The archive's own properties ("Type", "Solid", "Blocks", "Physical Size", …). */
  archive: Map<string, string>;
  entries: ArchiveEntry[];
  /** The name as 7-Zip lists it (what it is extracted by), where normalising changed it. */
  listedNames: Map<ArchiveEntry, string>;
}

function number(v: string | undefined): number | undefined {
  return v === undefined || v === '' ? undefined : Number(v);
}

function item(props: Map<string, string>): ArchiveEntry | undefined {
  const path = props.get('Path');
  // Folders ("D" attribute) are no files to the engine's reader either.
  if (path === undefined || props.get('Folder') === '+' || /^D/.test(props.get('Attributes') ?? '')) return undefined;
  return {
    path: normalisePath(path),
    size: number(props.get('Size')) ?? 0,
    packedSize: number(props.get('Packed Size')),
    method: props.get('Method') ?? '',
    block: number(props.get('Block')),
    encrypted: props.get('Encrypted') === '+',
  };
}

export function parseListing(lines: readonly string[]): SevenZipListing {
  const archive = new Map<string, string>();
  const entries: ArchiveEntry[] = [];
  const listedNames = new Map<ArchiveEntry, string>();
  let props: Map<string, string> | undefined;
  let inItems = false;
  const flush = () => {
    const e = props && item(props);
    if (e) entries.push(e);
    if (e && e.path !== props!.get('Path')) listedNames.set(e, props!.get('Path')!);
    props = undefined;
  };
  for (const line of lines) {
    if (line === '----------') {
      inItems = true;
      continue;
    }
    const eq = line.indexOf(' = ');
    if (eq < 0) {
      if (inItems && line === '') flush();
      continue;
    }
    const key = line.slice(0, eq);
    const value = line.slice(eq + 3);
    if (!inItems) archive.set(key, value);
    else (props ??= new Map()).set(key, value);
  }
  flush();
  return { archive, entries, listedNames };
}
