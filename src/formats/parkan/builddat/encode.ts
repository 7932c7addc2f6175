// The canonical BuildDat.lst writer for files we build: a header line per category, its paths indented and
// quoted, CRLF line breaks.
import { encodeLatin1 } from '../../../core/text';

export interface BuildDatSection {
  category: string;
  paths: string[];
}

export function writeBuildDat(sections: readonly BuildDatSection[], comment?: string): Uint8Array {
  const lines: string[] = comment ? [`// ${comment}`] : [];
  for (const s of sections) {
    lines.push(`${s.category} ${s.paths.length}`);
    for (const p of s.paths) lines.push(`  "${p}"`);
  }
  return encodeLatin1(lines.map((l) => l + '\r\n').join(''));
}
