// A validate output format: sees each checked file in order, then the end of the run.
import { Diagnostic } from '../../core/diagnostics';
import { Out } from '../../input/io';
import { hex } from '../../core/numbers';
import { inLanguage } from '../../l10n/diagnostic';
import { type Language } from '../../core/translatable';

export interface CheckedFile {
  file: string;
  format: string;
  size: number;
  diagnostics: Diagnostic[];
  /** The archive a file was read from (its name is then `ARCHIVE!inner/path`). */
  parent?: string;
}

export interface Reporter {
  file(f: CheckedFile): void;
  end(): void;
}

/** `lang`: the language of the messages (src/cli/language.ts chooses it per output). */
export type ReporterFactory = (out: Out, lang: Language) => Reporter;

/** `file:0xOFFSET: severity code message`, one line per diagnostic. */
export const textReporter: ReporterFactory = (out, lang) => ({
  file(f) {
    for (const d of f.diagnostics)
      out(`${f.file}:${hex(d.offset)}: ${d.severity} ${d.code} ${inLanguage(d, lang).message}`);
  },
  end() {},
});

/** One JSON array of every diagnostic with its file. */
export const jsonReporter: ReporterFactory = (out, lang) => {
  const all: object[] = [];
  return {
    file(f) {
      for (const d of f.diagnostics)
        all.push({
          file: f.file,
          code: d.code,
          severity: d.severity,
          offset: d.offset,
          length: d.length,
          message: inLanguage(d, lang).message,
        });
    },
    end() {
      out(JSON.stringify(all, null, 2));
    },
  };
};
