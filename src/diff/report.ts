// A diff as a report by top-level section (header, heightMap, minimap, …): each section once, with its exact
// counts, the differences listed in it and how many the limit left out. Sections of single values and small
// records come first, sections holding bulk summaries after, each group in file order.
import { MarkCounts, addCounts, countsText, countsTotal, minusCounts, zeroCounts } from './counts';
import { DiffResult, Difference } from './diff';
import { joinSegments, pathSegments } from './paths';
import { differenceText } from './render';
import { english, msg, render, type Language, type Text } from '../core/translatable';

export interface ReportSection {
  name: string;
  counts: MarkCounts;
  /** Listed differences of the section, in walk order. */
  differences: Difference[];
  /** Counts of what the list limit left out. */
  unlisted: MarkCounts;
  /** True when the section holds a bulk or record-array summary. */
  bulk: boolean;
}

export function reportSections(r: Pick<DiffResult, 'differences' | 'groups'>): ReportSection[] {
  const byName = new Map<string, ReportSection>();
  const section = (name: string): ReportSection => {
    let s = byName.get(name);
    if (!s)
      byName.set(name, (s = { name, counts: zeroCounts(), differences: [], unlisted: zeroCounts(), bulk: false }));
    return s;
  };
  // Walk order is file order: sections appear as their first difference or group does.
  for (const d of r.differences) {
    const s = section(pathSegments(d.path)[0] ?? '');
    s.differences.push(d);
    addCounts(s.counts, d);
    if (d.kind === 'bulk' || d.kind === 'records') s.bulk = true;
  }
  for (const [path, counts] of Object.entries(r.groups)) {
    const segments = pathSegments(path);
    if (segments.length !== 1 || joinSegments(segments) !== path) continue;
    const s = section(path);
    s.unlisted = minusCounts(counts, s.counts);
    s.counts = counts;
  }
  const all = [...byName.values()];
  return [...all.filter((s) => !s.bulk), ...all.filter((s) => s.bulk)];
}

/** The difference's text with its path made relative to its section (`mip0: …` under `minimap`). */
export function textInSection(d: Difference, section: string, lang: Language = english): string {
  const rest = d.path.slice(section.length).replace(/^\./, '');
  return differenceText({ ...d, path: rest || d.path }, lang);
}

/** The plain-text report: a section of one difference is one line; others a headline and up to `lines` lines. */
export function textReport(
  r: Pick<DiffResult, 'differences' | 'groups'>,
  lines: number,
  lang: Language = english,
): string[] {
  const say = (text: Text) => render(text, lang);
  const out: string[] = [];
  for (const s of reportSections(r)) {
    const hidden = countsTotal(s.unlisted);
    if (s.differences.length === 1 && hidden === 0) {
      out.push(differenceText(s.differences[0], lang));
      continue;
    }
    out.push(`${s.name}: ${countsText(s.counts, lang)}`);
    for (const d of s.differences.slice(0, lines)) out.push(`  ${textInSection(d, s.name, lang)}`);
    const notShown = s.differences.length - Math.min(lines, s.differences.length);
    if (notShown > 0 || hidden > 0) {
      const listed = notShown > 0 ? say(msg`${notShown} more listed with a higher --limit`) : '';
      const beyond = hidden > 0 ? say(msg`${countsText(s.unlisted, lang)} beyond the list limit (--limit)`) : '';
      out.push(`  … ${[listed, beyond].filter(Boolean).join('; ')}`);
    }
  }
  return out;
}
