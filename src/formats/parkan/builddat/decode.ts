// BuildDat.lst grammar (as the retail files write it): trimmed lines; blank and `//` lines skipped; a section is
// `<CategoryName> <count>` followed by exactly `count` double-quoted unit paths. Errors name line and column.
import { DiagnosticSink } from '../../../core/diagnostics';
import { buildDatRules } from '../rules';
import { CATEGORY_MASKS } from './categories';
import { Line, Token, fields, position, splitLines } from './lines';
import { msg, joined } from '../../../core/translatable';

export interface PathLine {
  line: Line;
  /** The quoted token (quotes included). */
  token: Token;
  /** The path between the quotes; undefined when the line is not a quoted path. */
  path: string | undefined;
}

export interface Section {
  header: Line;
  category: Token;
  count: Token | undefined;
  /** The declared count; undefined when it is missing or not a number. */
  declared: number | undefined;
  paths: PathLine[];
  /** Every line of the section in order (header, paths, blanks, comments). */
  lines: Line[];
}

export type TopItem = { kind: 'section'; section: Section } | { kind: 'line'; line: Line };

export interface BuildDat {
  lines: Line[];
  items: TopItem[];
}

const PATH_CHAR = /[A-Za-z0-9_./\\-]/;
const COUNT = /^\d+$/;

export function parseBuildDat(bytes: Uint8Array, diags: DiagnosticSink): BuildDat {
  const lines = splitLines(bytes);
  const items: TopItem[] = [];
  let open: Section | undefined;
  const close = () => {
    if (open && open.declared !== undefined && open.paths.length < open.declared) {
      const at = open.count!;
      diags.report(
        buildDatRules.shortSection,
        at.start,
        at.end - at.start,
        joined(
          msg`${position(open.header, at.start)}: section ${open.category.text} declares ${open.declared} paths, `,
          msg`${open.paths.length} found`,
        ),
      );
    }
    open = undefined;
  };

  for (const line of lines) {
    const skipped = line.text === '' || line.text.startsWith('//');
    if (open && (skipped || line.text.startsWith('"') || !looksLikeHeader(line))) {
      open.lines.push(line);
      if (skipped) continue;
      open.paths.push(readPath(line, diags));
      if (open.declared !== undefined && open.paths.length >= open.declared) open = undefined;
      continue;
    }
    close();
    if (skipped) {
      items.push({ kind: 'line', line });
      continue;
    }
    const section = readHeader(line, diags);
    items.push({ kind: 'section', section });
    if (section.declared !== 0) open = section;
  }
  close();
  return { lines, items };
}

/** A line that starts a new section: a known category, or two fields ending in a number. */
function looksLikeHeader(line: Line): boolean {
  const f = fields(line);
  return CATEGORY_MASKS.has(f[0].text) || (f.length === 2 && COUNT.test(f[1].text));
}

function readHeader(line: Line, diags: DiagnosticSink): Section {
  const f = fields(line);
  const [category, count] = f;
  if (!CATEGORY_MASKS.has(category.text)) {
    const found = category.text.startsWith('"') ? msg`a unit path outside any section` : `"${category.text}"`;
    diags.report(
      buildDatRules.unknownCategory,
      category.start,
      category.end - category.start,
      msg`${position(line, category.start)}: expected a category name, found ${found}`,
    );
  }
  let declared: number | undefined;
  if (!count) {
    diags.report(
      buildDatRules.badCount,
      category.start,
      category.end - category.start,
      msg`${position(line, category.end)}: missing count after ${category.text}`,
    );
  } else if (!COUNT.test(count.text)) {
    diags.report(
      buildDatRules.badCount,
      count.start,
      count.end - count.start,
      msg`${position(line, count.start)}: count "${count.text}" is not a non-negative integer`,
    );
  } else {
    declared = Number(count.text);
  }
  if (f.length > 2) {
    const last = f[f.length - 1];
    diags.report(
      buildDatRules.extraFields,
      f[2].start,
      last.end - f[2].start,
      msg`${position(line, f[2].start)}: ${f.length - 2} extra field(s) after the count`,
    );
  }
  return { header: line, category, count, declared, paths: [], lines: [line] };
}

function readPath(line: Line, diags: DiagnosticSink): PathLine {
  const token: Token = { text: line.text, start: line.textStart, end: line.textStart + line.text.length };
  const t = line.text;
  if (t.length < 2 || !t.startsWith('"') || !t.endsWith('"') || t.slice(1, -1).includes('"')) {
    diags.report(
      buildDatRules.unquotedPath,
      token.start,
      token.end - token.start,
      msg`${position(line, token.start)}: expected one double-quoted unit path`,
    );
    return { line, token, path: undefined };
  }
  const path = t.slice(1, -1);
  if (path === '') {
    diags.report(buildDatRules.pathChars, token.start, 2, msg`${position(line, token.start)}: empty unit path`);
  } else {
    const bad = [...path].findIndex((ch) => !PATH_CHAR.test(ch));
    if (bad >= 0) {
      const at = token.start + 1 + bad;
      diags.report(
        buildDatRules.pathChars,
        at,
        1,
        msg`${position(line, at)}: character ${JSON.stringify(path[bad])} is not allowed in a unit path`,
      );
    }
  }
  return { line, token, path };
}
