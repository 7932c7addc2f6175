// The format registry: one line per format. Formats never import each other; everything that needs
// "which format is this file" comes through here.
import { FormatCodec, GeneratedFile } from '../core/format';
import { matchesPattern } from '../core/glob';
import { eu7Format, eu7v2Format } from './eu7';
import { rawFormat } from './raw';
import { generateSmf, smfFormat, smtFormat } from './smf';
import { blotterFormat } from './blotter';
import { buildDatCodec, generateParkan, nresCodec } from './parkan';

/** Registered codecs, most specific first. */
export const formats: FormatCodec<any>[] = [
  smfFormat,
  smtFormat,
  blotterFormat,
  nresCodec,
  buildDatCodec,
  eu7Format,
  eu7v2Format,
];

/** `hex-atlas generate <family>`: each format family's generator of valid synthetic files. */
export const generators: Record<string, (scale: number) => GeneratedFile[]> = {
  smf: generateSmf,
  blotter: blotterFormat.generate!,
  parkan: generateParkan,
  eu7: (scale) => [...eu7Format.generate!(scale), ...eu7v2Format.generate!(scale)],
};

/** Format families the project covers with their file patterns, available or not (the CLI says which are not yet). */
export const familyPatterns: Record<string, string[]> = {
  smf: ['*.smf', '*.smt'],
  blotter: ['*.logicworld', '*.lwsubassembly', '*.partialworld'],
  eu7: ['*.eu7', '*.eu7v2'],
  parkan: ['**/Land.msh', '**/Land.map', '**/BuildDat.lst'],
};
export const families = Object.keys(familyPatterns);

/** The family a file name belongs to when no registered codec claims it (a format not implemented yet). */
export function missingFamily(fileName: string): string | undefined {
  if (formats.some((f) => f.patterns.some((p) => matchesPattern(fileName, p)))) return undefined;
  return families.find((fam) => familyPatterns[fam].some((p) => matchesPattern(fileName, p)));
}

export { rawFormat };

export function formatById(id: string): FormatCodec<any> | undefined {
  return id === rawFormat.id ? rawFormat : formats.find((f) => f.id === id);
}

/**
 * The codec for a file: a format whose file pattern matches the name wins (so a damaged file still opens as its
 * format and shows why); otherwise the first whose magic sniffer accepts the bytes; otherwise plain bytes.
 */
export function detectFormat(fileName: string, bytes: Uint8Array): FormatCodec<any> {
  return (
    formats.find((f) => f.patterns.some((p) => matchesPattern(fileName, p))) ??
    formats.find((f) => safeSniff(f, bytes, fileName)) ??
    rawFormat
  );
}

/** Only by content (for "Reopen with Hex Atlas" on files with unknown names). */
export function sniffFormat(bytes: Uint8Array, fileName?: string): FormatCodec<any> {
  return formats.find((f) => safeSniff(f, bytes, fileName)) ?? rawFormat;
}

function safeSniff(f: FormatCodec<any>, bytes: Uint8Array, fileName?: string): boolean {
  try {
    return f.sniff(bytes, fileName);
  } catch {
    return false;
  }
}
