// GitHub Actions workflow commands: `::error file=F,title=CODE::message` per diagnostic, shown as annotations.
// Escaping follows the workflow command rules: in data `%`, CR and LF; in property values also `:` and `,`.
import { Severity } from '../../core/diagnostics';
import { relativePath } from './relative-uri';
import { ReporterFactory } from './reporter';
import { hex } from '../../core/numbers';
import { inLanguage } from '../../l10n/diagnostic';

const command: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export const githubReporter: ReporterFactory = (out, lang) => ({
  file(f) {
    // An annotation needs a file of the repository: an archive's entries are annotated on the archive, by name.
    const file = escapeProperty(relativePath(f.parent ?? f.file));
    const where = f.parent ? `${relativePath(f.file)} ` : '';
    for (const original of f.diagnostics) {
      const d = inLanguage(original, lang);
      const at = `${where}${hex(d.offset)}`;
      out(
        `::${command[d.severity]} file=${file},title=${escapeProperty(d.code)}::${escapeData(`${at}: ${d.message}`)}`,
      );
    }
  },
  end() {},
});
