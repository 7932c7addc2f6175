// The diff as Markdown for a pull-request comment or a GitHub Actions job summary: a table of the sections with
// their exact counts, then a table per section of its differences, then the pictures of what changed (with their
// PNGs when they were written). Everything from the files is escaped, so a value cannot become markup.
import { MarkCounts, countsTotal, thousands } from './counts';
import type { DiffResult } from './diff';
import { reportSections, textInSection } from './report';
import { type PictureDifferenceInfo, uncomparedText } from '../core/pictures/difference';
import { english, msg, render, type Language, type Text } from '../core/translatable';

export interface MarkdownInput {
  nameA: string;
  nameB: string;
  result: Pick<DiffResult, 'differences' | 'groups' | 'total'>;
  pictures: PictureDifferenceInfo[];
  /** Differences listed per section. */
  lines: number;
  /** Where each picture's PNG was written, by picture section name, as the Markdown should link it. */
  images?: Record<string, string>;
  /** The reader's language (English when absent). */
  lang?: Language;
}

export function markdownReport(m: MarkdownInput): string[] {
  const lang = m.lang ?? english;
  const say = (text: Text) => render(text, lang);
  const row = (...texts: Text[]) => `| ${texts.map(say).join(' | ')} |`;
  const out = [`### ${say(msg`Structural diff: ${code(m.nameA)} → ${code(m.nameB)}`)}`, ''];
  const sections = reportSections(m.result);
  if (m.result.total === 0) return [...out, say(msg`The files are structurally equal.`)];
  out.push(row(msg`section`, msg`changed`, msg`added`, msg`removed`, msg`moved`));
  out.push('| --- | ---: | ---: | ---: | ---: |');
  for (const s of sections) out.push(`| ${escape(s.name)} | ${cells(s.counts)} |`);
  for (const s of sections) {
    out.push('', `#### ${escape(s.name)}`, '', row(msg`difference`), '| --- |');
    for (const d of s.differences.slice(0, m.lines)) out.push(`| ${escape(textInSection(d, s.name, lang))} |`);
    const more = s.differences.length - Math.min(m.lines, s.differences.length) + countsTotal(s.unlisted);
    if (more > 0) out.push(row(msg`… and ${thousands(more)} more`));
  }
  const pictures = m.pictures.filter((p) => p.status !== 'equal');
  if (pictures.length > 0) {
    out.push('', `#### ${say(msg`Pictures`)}`, '', row(msg`picture`, msg`cells that differ`, msg`difference`));
    out.push('| --- | ---: | --- |');
    for (const p of pictures) {
      const image = m.images?.[p.name];
      const instead = uncomparedText(p, lang);
      const shown = instead ?? (image ? `![${escape(p.name)}](${encodeURI(image)})` : '');
      const cellsText = instead ? '' : say(msg`${thousands(p.changed)} of ${thousands(p.width * p.height)}`);
      out.push(`| ${escape(p.name)} | ${cellsText} | ${shown} |`);
    }
  }
  return out;
}

function cells(c: MarkCounts): string {
  return [c.changed, c.added, c.removed, c.moved].map(thousands).join(' | ');
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

/** Markdown's punctuation and table pipes escaped, line breaks as spaces. */
function escape(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#+!|~]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');
}
