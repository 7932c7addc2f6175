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

function section(): TdfSection {
  return { values: new Map(), sections: new Map() };
}

export function parseTdf(text: string): TdfResult {
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
  const body = (into: TdfSection, nested: boolean): TdfResult['error'] => {
    for (;;) {
      skip();
      if (i >= text.length) return nested ? fail('a section is not closed with }') : undefined;
      if (text[i] === '}') {
        if (!nested) return fail('} closes no section');
        i++;
        return undefined;
      }
      if (text[i] === '[') {
        const close = text.indexOf(']', i);
        if (close < 0) return fail('a section name is not closed with ]');
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
        const err = body(sub, true);
        if (err) return err;
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
  };
  const root = section();
  const error = body(root, false);
  return { root, error };
}
