// Validate Workspace's results beside the open editors' own: a file open in Hex Atlas shows its editor's live
// diagnostics, so its workspace result is hidden until the editor closes. Each change says what to publish.
import type { Diagnostic } from '../core/diagnostics';

export interface Publication {
  uri: string;
  /** undefined: remove the file's workspace entry from the Problems panel. */
  diagnostics: Diagnostic[] | undefined;
}

export class WorkspaceDiagnostics {
  private readonly results = new Map<string, Diagnostic[]>();
  private open = new Set<string>();

  /** A file validated: shown unless an editor has it open. */
  set(uri: string, diagnostics: Diagnostic[]): Publication[] {
    this.results.set(uri, diagnostics);
    return this.open.has(uri) ? [] : [{ uri, diagnostics }];
  }

  /** A file deleted (or no longer to be validated). */
  delete(uri: string): Publication[] {
    if (!this.results.delete(uri)) return [];
    return this.open.has(uri) ? [] : [{ uri, diagnostics: undefined }];
  }

  /** The files open in Hex Atlas editors now: newly opened ones are hidden, newly closed ones shown again. */
  setOpen(uris: Iterable<string>): Publication[] {
    const now = new Set(uris);
    const out: Publication[] = [];
    for (const uri of now) if (!this.open.has(uri) && this.results.has(uri)) out.push({ uri, diagnostics: undefined });
    for (const uri of this.open) {
      const kept = this.results.get(uri);
      if (!now.has(uri) && kept) out.push({ uri, diagnostics: kept });
    }
    this.open = now;
    return out;
  }

  /** Files with results and their error/warning totals (for the summary message). */
  totals(): { files: number; errors: number; warnings: number } {
    let errors = 0;
    let warnings = 0;
    for (const list of this.results.values())
      for (const d of list) {
        if (d.severity === 'error') errors++;
        else if (d.severity === 'warning') warnings++;
      }
    return { files: this.results.size, errors, warnings };
  }
}
