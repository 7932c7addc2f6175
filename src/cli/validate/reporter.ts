// A validate output format: sees each checked file in order, then the end of the run.
import { Diagnostic } from '../../core/diagnostics';
import { Out } from '../io';
import { hex } from '../../core/numbers';

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

export type ReporterFactory = (out: Out) => Reporter;

/** `file:0xOFFSET: severity code message`, one line per diagnostic. */
export const textReporter: ReporterFactory = (out) => ({
  file(f) {
    for (const d of f.diagnostics) out(`${f.file}:${hex(d.offset)}: ${d.severity} ${d.code} ${d.message}`);
  },
  end() {},
});

/** One JSON array of every diagnostic with its file. */
export const jsonReporter: ReporterFactory = (out) => {
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
          message: d.message,
        });
    },
    end() {
      out(JSON.stringify(all, null, 2));
    },
  };
};
