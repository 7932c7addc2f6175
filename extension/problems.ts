// Publishes a document's diagnostics to the Problems panel. The range is a placeholder (custom editors have no text
// positions); the code's target is a command link that opens the editor on the offending bytes.
import * as vscode from 'vscode';
import type { Diagnostic, Severity } from '../src/core/diagnostics';
import { maxPublished, problemMessage, revealCommandUri } from './problem-links';

const severities: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

function toVscodeDiagnostic(uri: vscode.Uri, d: Diagnostic): vscode.Diagnostic {
  const placeholder = new vscode.Range(0, 0, 0, 0);
  const v = new vscode.Diagnostic(placeholder, problemMessage(d), severities[d.severity]);
  v.source = 'Hex Atlas';
  v.code = {
    value: d.code,
    target: vscode.Uri.parse(revealCommandUri({ uri: uri.toString(), offset: d.offset, length: d.length })),
  };
  if (d.related?.length) {
    v.relatedInformation = d.related.map(
      (r) => new vscode.DiagnosticRelatedInformation(new vscode.Location(uri, placeholder), problemMessage(r)),
    );
  }
  return v;
}

export function publish(collection: vscode.DiagnosticCollection, uri: vscode.Uri, list: readonly Diagnostic[]): void {
  collection.set(
    uri,
    list.slice(0, maxPublished).map((d) => toVscodeDiagnostic(uri, d)),
  );
}
