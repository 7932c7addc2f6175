// `hex-atlas inspect ARCHIVE`: what the archive is (a map, a game, base content) and its entries, one line each
// (or JSON), as 7-Zip's listing shows them: path, size, packed size, method and solid block.
import { contentKindOf, contentKindText } from '../../archives/content-kind';
import { ArchiveReader } from '../../archives/reader';
import { Out } from '../../input/io';
import { counted, msg, type Text } from '../../core/translatable';

export async function printListing(
  file: string,
  reader: ArchiveReader,
  json: boolean,
  out: Out,
  say: (text: Text) => string,
): Promise<number> {
  const { kind, size, entries } = reader.archive;
  try {
    const content = await contentKindOf(reader);
    if (json) {
      out(JSON.stringify({ file, format: kind, content, size, entries }, null, 2));
      return 0;
    }
    const count = counted(entries.length, 'entry', 'entries');
    out(`${file}: ${say(msg`${kind} archive, ${counted(size, 'byte')}, ${count}: ${contentKindText(content)}`)}`);
    const rows = entries.map((e) => [
      String(e.size),
      e.packedSize === undefined ? '-' : String(e.packedSize),
      e.method || '-',
      e.block === undefined ? '-' : String(e.block),
      e.path,
    ]);
    const head = [msg`size`, msg`packed`, msg`method`, msg`block`, msg`path`].map(say);
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    for (const r of [head, ...rows])
      out(r.map((c, i) => (i === r.length - 1 ? c : i < 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  '));
    return 0;
  } finally {
    reader.close();
  }
}
