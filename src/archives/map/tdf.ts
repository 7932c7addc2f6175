// The TDF text of a map's .smd: `[SECTION] { key=value; … [SUB] { … } }`, with // and /* */ comments. Section
// names and keys are compared without regard to case, as the engine's TdfParser does. Each value keeps the range
// of its text, so a diagnostic lands on it.
import { Range } from './lua-values';

export interface TdfValue {
  text: string;
  range: Range;
}

export interface TdfSection {
  values: Map<string, TdfValue>;
  sections: Map<string, TdfSection>;
}

export interface TdfResult {
  root: TdfSection;
  /** The first place the text stops following the grammar, if any (what was read up to there is kept). */
  error: { offset: number; message: string } | undefined;
}

/** Deeper than any map's .smd ([MAP] { [TEAM0] { … } } is three); past it the text is not read. */
const MAX_DEPTH = 100;

function section(): TdfSection {
  return { values: new Map(), sections: new Map() };
}

export function parseTdf(text: string): TdfResult {
  const root = section();
  return { root, error: readInto(root, text) };
}

/** Reads the text's sections and values into `root`; the first place it stops following the grammar, if any. */
function readInto(root: TdfSection, text: string): TdfResult['error'] {
  let i = 0;
  const skip = () => {
    for (;;) {
      while (i < text.length && /\s/.test(text[i])) i++;
      if (text.startsWith('//', i)) {
        const end = text.indexOf('\n', i);
        i = end < 0 ? text.length : end + 1;
      } else if (text.startsWith('/*', i)) {
        const end = text.indexOf('*/', i + 2);
        i = end < 0 ? text.length : end + 2;
      } else return;
    }
  };
  const fail = (message: string): TdfResult['error'] => ({ offset: i, message });
  // The open sections, innermost last: a loop over the text, not a call per section, so the nesting a file
  // writes costs no stack.
  const open = [root];
  for (;;) {
    skip();
    const into = open[open.length - 1];
    if (i >= text.length) return open.length > 1 ? fail('a section is not closed with }') : undefined;
    if (text[i] === '}') {
      if (open.length === 1) return fail('} closes no section');
      open.pop();
      i++;
      continue;
    }
    if (text[i] === '[') {
      const close = text.indexOf(']', i);
      if (close < 0) return fail('a section name is not closed with ]');
      if (open.length > MAX_DEPTH) return fail(`sections are nested more than ${MAX_DEPTH} deep`);
      const name = text
        .slice(i + 1, close)
        .trim()
        .toLowerCase();
      i = close + 1;
      skip();
      if (text[i] !== '{') return fail(`section [${name}] has no {`);
      i++;
      const sub = into.sections.get(name) ?? section();
      into.sections.set(name, sub);
      open.push(sub);
      continue;
    }
    const eq = text.indexOf('=', i);
    const semi = text.indexOf(';', i);
    if (eq < 0 || semi < 0 || semi < eq) return fail('expected key=value;');
    const key = text.slice(i, eq).trim().toLowerCase();
    let start = eq + 1;
    while (start < semi && /\s/.test(text[start])) start++;
    let end = semi;
    while (end > start && /\s/.test(text[end - 1])) end--;
    into.values.set(key, { text: text.slice(start, end), range: [start, end] });
    i = semi + 1;
  }
}
