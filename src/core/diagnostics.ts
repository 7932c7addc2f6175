// Diagnostics: rules are defined once (code, severity, meaning, spec reference); decoders report them against
// exact byte ranges. The sink clamps ranges into the file and caps repeats so hostile files stay bounded.
import { counted, fixed, msg, render, type Text } from './translatable';

export type Severity = 'error' | 'warning' | 'info';

export interface Rule {
  /** Stable, namespaced code: `format.kebab-name`. */
  readonly code: string;
  readonly severity: Severity;
  /** One line: what is wrong. */
  readonly title: string;
  /** What it means and how the engine behaves. */
  readonly description: string;
  /** Where the rule comes from (spec file and section). */
  readonly spec: string;
  /** True when the codec can repair what the rule reports (see FormatCodec.fix). */
  readonly fixable?: boolean;
}

export interface RelatedRange {
  offset: number;
  length: number;
  message: string;
  text?: Text;
}

export interface Diagnostic {
  code: string;
  severity: Severity;
  /** In English: what logs, tests and the machine outputs show. */
  message: string;
  /** The message as translatable text, rendered in the user's language where it is shown (`diagnosticText`). */
  text?: Text;
  offset: number;
  length: number;
  related?: RelatedRange[];
  /**
   * Present when the rest of the file determines the repair: the codec's `fix` computes it. `value` is the new value
   * when it was found outside the file (the name of the tile file beside a map, say) or by a search the fix would
   * otherwise repeat.
   */
  fix?: FixMarker;
}

export interface FixMarker {
  /** What the fix does, in a user's words: "set tilesPtr to 0x2A3F0" (in English; `text` translatable). */
  title: string;
  text?: Text;
  value?: number | string;
}

/** What a reporter gives: every text translatable. The sink keeps the English beside it. */
export interface ReportedRange {
  offset: number;
  length: number;
  message: Text;
}

export interface ReportedFix {
  title: Text;
  value?: number | string;
}

export const severityRank: Record<Severity, number> = { info: 1, warning: 2, error: 3 };

export function rule(
  code: string,
  severity: Severity,
  title: string,
  description: string,
  spec: string,
  options: { fixable?: boolean } = {},
): Rule {
  return options.fixable
    ? { code, severity, title, description, spec, fixable: true }
    : { code, severity, title, description, spec };
}

export const coreRules = {
  truncated: rule(
    'core.truncated',
    'error',
    'Structure runs past the end of the data',
    'A structure needed more bytes than its file, section or chunk holds. The tree shows what was read; the ' +
      'rest of the ' +
      'enclosing range is opaque.',
    'docs/architecture.md: tolerant decoding',
  ),
  decoderFault: rule(
    'core.decoder-fault',
    'error',
    'Decoder failed unexpectedly',
    'The decoder met input it did not expect and stopped this part of the file. The remaining bytes are opaque. ' +
      'This is a Hex Atlas bug worth reporting together with the file.',
    'docs/architecture.md: tolerant decoding',
  ),
  capped: rule(
    'core.diagnostics-capped',
    'info',
    'More diagnostics of one kind were suppressed',
    'A file produced more diagnostics with one code than are listed; the first ones are kept.',
    'docs/architecture.md: diagnostics',
  ),
  unrecognised: rule(
    'core.unrecognised',
    'warning',
    'Unrecognised file',
    'No format recognised the file by name or magic bytes; it is shown as plain bytes, and nothing in it was ' +
      'checked.',
    'docs/architecture.md: format registry',
  ),
} as const;

export class DiagnosticSink {
  readonly list: Diagnostic[] = [];
  private readonly perCode = new Map<string, number>();

  constructor(
    readonly fileSize: number,
    readonly capPerCode = 500,
  ) {}

  report(r: Rule, offset: number, length: number, message?: Text, related?: ReportedRange[], fix?: ReportedFix): void {
    const seen = (this.perCode.get(r.code) ?? 0) + 1;
    this.perCode.set(r.code, seen);
    if (seen > this.capPerCode) return;
    const [o, l] = this.clamp(offset, length);
    const text = message ?? fixed(r.title);
    const d: Diagnostic = { code: r.code, severity: r.severity, message: render(text), text, offset: o, length: l };
    if (related?.length)
      d.related = related.map((x) => ({
        ...this.clampRange(x.offset, x.length),
        message: render(x.message),
        text: x.message,
      }));
    if (fix)
      d.fix = { title: render(fix.title), text: fix.title, ...(fix.value === undefined ? {} : { value: fix.value }) };
    this.list.push(d);
  }

  get errorCount(): number {
    return this.list.filter((d) => d.severity === 'error').length;
  }

  /** Adds one summary per capped code; call once when decoding is done. */
  finish(): Diagnostic[] {
    for (const [code, n] of this.perCode) {
      if (n > this.capPerCode) {
        const first = this.list.find((d) => d.code === code)!;
        const text = msg`${code}: ${counted(n - this.capPerCode, 'more diagnostic')} not listed (${n} in all)`;
        this.list.push({
          code: coreRules.capped.code,
          severity: 'info',
          offset: first.offset,
          length: first.length,
          message: render(text),
          text,
        });
      }
    }
    this.perCode.clear();
    return this.list;
  }

  private clamp(offset: number, length: number): [number, number] {
    const r = this.clampRange(offset, length);
    return [r.offset, r.length];
  }

  private clampRange(offset: number, length: number): { offset: number; length: number } {
    const o = Math.min(Math.max(0, Math.floor(Number.isFinite(offset) ? offset : 0)), this.fileSize);
    const l = Math.min(Math.max(0, Math.floor(Number.isFinite(length) ? length : 0)), this.fileSize - o);
    return { offset: o, length: l };
  }
}

/** Diagnostics sorted by offset, for "worst severity inside this byte range" queries from the tree and hex view. */
/** What a mark needs of a diagnostic: where it is and how bad. */
export type DiagnosticMark = Pick<Diagnostic, 'offset' | 'length' | 'severity'>;

export class DiagnosticIndex<D extends DiagnosticMark = Diagnostic> {
  private readonly sorted: D[];
  private readonly maxLength: number;

  constructor(diagnostics: readonly D[]) {
    this.sorted = [...diagnostics].sort((a, b) => a.offset - b.offset);
    this.maxLength = this.sorted.reduce((m, d) => Math.max(m, d.length), 0);
  }

  /** Diagnostics whose range intersects [start, end) (a zero-length diagnostic counts at its offset). */
  within(start: number, end: number): D[] {
    const out: D[] = [];
    let i = lowerBound(this.sorted, start - this.maxLength);
    for (; i < this.sorted.length && this.sorted[i].offset < Math.max(end, start + 1); i++) {
      const d = this.sorted[i];
      const dEnd = d.offset + Math.max(1, d.length);
      if (dEnd > start) out.push(d);
    }
    return out;
  }

  worst(start: number, end: number): Severity | undefined {
    let best: Severity | undefined;
    for (const d of this.within(start, end)) {
      if (!best || severityRank[d.severity] > severityRank[best]) best = d.severity;
      if (best === 'error') break;
    }
    return best;
  }
}

function lowerBound(sorted: readonly DiagnosticMark[], offset: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid].offset < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
