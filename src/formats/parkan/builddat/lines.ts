// Splitting BuildDat.lst into lines and whitespace-separated fields, keeping byte offsets for every piece.

export interface Line {
  /** 1-based line number. */
  number: number;
  /** Offset of the line's first byte. */
  start: number;
  /** Offset just past the line's text (before "\r\n" or "\n"). */
  textEnd: number;
  /** Offset of the next line (after the line break). */
  next: number;
  /** The trimmed text and where it starts. */
  text: string;
  textStart: number;
}

export interface Token {
  text: string;
  start: number;
  end: number;
}

const NL = 0x0a;
const CR = 0x0d;

export function splitLines(bytes: Uint8Array): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start < bytes.length) {
    let nl = bytes.indexOf(NL, start);
    const next = nl < 0 ? bytes.length : nl + 1;
    if (nl < 0) nl = bytes.length;
    const textEnd = nl > start && bytes[nl - 1] === CR ? nl - 1 : nl;
    let a = start;
    let b = textEnd;
    while (a < b && isSpace(bytes[a])) a++;
    while (b > a && isSpace(bytes[b - 1])) b--;
    lines.push({ number: lines.length + 1, start, textEnd, next, text: latin1Slice(bytes, a, b), textStart: a });
    start = next;
  }
  return lines;
}

/** Whitespace-separated fields of a line's trimmed text, with absolute offsets. */
export function fields(line: Line): Token[] {
  const out: Token[] = [];
  // The spaces isSpace knows, not JavaScript's \s: that also takes 0xA0 (a no-break space in Latin-1), which a line
  // then holds as text but would split into no field at all.
  const re = /[^ \t\v\f\r]+/g;
  for (let m = re.exec(line.text); m; m = re.exec(line.text)) {
    out.push({ text: m[0], start: line.textStart + m.index, end: line.textStart + m.index + m[0].length });
  }
  return out;
}

/** "line N, column M" for a byte offset inside `line` (both 1-based). */
export function position(line: Line, offset: number): string {
  return `line ${line.number}, column ${offset - line.start + 1}`;
}

function isSpace(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0b || b === 0x0c || b === CR;
}

function latin1Slice(bytes: Uint8Array, a: number, b: number): string {
  let s = '';
  for (let i = a; i < b; i++) s += String.fromCharCode(bytes[i]);
  return s;
}
