// The format registry: one line per format family. Formats never import each other; everything that needs
// "which format is this file" comes through here.
import { AnyCodec, FormatFamily } from '../core/format';
import { matchesPattern } from '../core/glob';
import { blotterFamily } from './blotter';
import { eu7Family } from './eu7';
import { parkanFamily } from './parkan';
import { plainBytes, rawFormat } from './raw';
import { smfFamily } from './smf';

const familyList: FormatFamily[] = [];
const codecList: AnyCodec[] = [];

/** Registered families; their codecs are tried in this order (most specific first). */
export const families: readonly FormatFamily[] = familyList;

/** Every registered codec, in detection order. */
export const formats: readonly AnyCodec[] = codecList;

/**
 * Adds a family: its codecs are tried after those registered before it. The CLI, the editor, the pictures and the
 * docs all read the lists above, so a format needs nothing else (test/toy-format/ registers one this way).
 */
export function registerFamily(family: FormatFamily): void {
  familyList.push(family);
  codecList.push(...family.codecs);
}

// One line per format.
registerFamily(smfFamily);
registerFamily(blotterFamily);
registerFamily(parkanFamily);
registerFamily(eu7Family);

export { plainBytes, rawFormat };

export function familyById(id: string): FormatFamily | undefined {
  return families.find((f) => f.id === id);
}

/** The family a codec belongs to (undefined for plain bytes). */
export function familyOf(codec: AnyCodec): FormatFamily | undefined {
  return families.find((f) => f.codecs.includes(codec));
}

/** Whether VS Code opens the codec's files in Hex Atlas without being asked. */
export function opensByDefault(codec: AnyCodec): boolean {
  return codec.opensByDefault !== false;
}

/**
 * The file patterns of package.json's two custom editors: those opened in Hex Atlas by default, and those it is only
 * offered for (Reopen With), plain bytes' catch-all last.
 */
export function editorPatterns(): { byDefault: string[]; option: string[] } {
  const all = [...formats, rawFormat];
  return {
    byDefault: all.filter(opensByDefault).flatMap((c) => c.patterns),
    option: all.filter((c) => !opensByDefault(c)).flatMap((c) => c.patterns),
  };
}

export function formatById(id: string): AnyCodec | undefined {
  return id === rawFormat.id ? rawFormat : formats.find((f) => f.id === id);
}

/** The codec whose file pattern matches the name (what the editor opens the file with), if any. */
export function formatByName(fileName: string): AnyCodec | undefined {
  return formats.find((f) => f.patterns.some((p) => matchesPattern(fileName, p)));
}

/**
 * The codec for a file: a format whose file pattern matches the name wins (so a damaged file still opens as its
 * format and shows why); otherwise the first whose magic sniffer accepts the bytes; otherwise plain bytes.
 */
export function detectFormat(fileName: string, bytes: Uint8Array): AnyCodec {
  return formatByName(fileName) ?? sniffFormat(bytes, fileName);
}

/** Only by content (for "Reopen with Hex Atlas" on files with unknown names). */
export function sniffFormat(bytes: Uint8Array, fileName?: string): AnyCodec {
  return formats.find((f) => safeSniff(f, bytes, fileName)) ?? rawFormat;
}

function safeSniff(f: AnyCodec, bytes: Uint8Array, fileName?: string): boolean {
  try {
    return f.sniff(bytes, fileName);
  } catch {
    return false;
  }
}
