// Publishes a document's diagnostics to the Problems panel. The range is a placeholder (custom editors have no text
// positions); the code's target is a command link that opens the editor on the offending bytes.
import * as vscode from 'vscode';
import type { Diagnostic, Severity } from '../src/core/diagnostics';
import { maxPublished, problemMessage, revealCommandUri } from './problem-links';
import { inLanguage } from '../src/l10n/diagnostic';
import type { Language } from '../src/core/translatable';
import { userLanguage } from './language';

const severities: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

function toVscodeDiagnostic(uri: vscode.Uri, original: Diagnostic, lang: Language): vscode.Diagnostic {
  const placeholder = new vscode.Range(0, 0, 0, 0);
  const d = inLanguage(original, lang);
  const v = new vscode.Diagnostic(placeholder, problemMessage(d, lang), severities[d.severity]);
  v.source = 'Hex Atlas';
  v.code = {
    value: d.code,
    target: vscode.Uri.parse(revealCommandUri({ uri: uri.toString(), offset: d.offset, length: d.length })),
  };
  if (d.related?.length) {
    v.relatedInformation = d.related.map(
      (r) => new vscode.DiagnosticRelatedInformation(new vscode.Location(uri, placeholder), problemMessage(r, lang)),
    );
  }
  return v;
}

export function publish(collection: vscode.DiagnosticCollection, uri: vscode.Uri, list: readonly Diagnostic[]): void {
  const lang = userLanguage();
  collection.set(
    uri,
    list.slice(0, maxPublished).map((d) => toVscodeDiagnostic(uri, d, lang)),
  );
}
