// Publishes a document's diagnostics to the Problems panel. For a file Hex Atlas shows, the range is a placeholder
// (custom editors have no text positions) and the code's target is a command link that opens the editor on the
// offending bytes; for a text file (an archive's mapinfo.lua), given its bytes, the range is where the bytes are,
// so a click on the row opens the text editor there.
import * as vscode from 'vscode';
import type { Diagnostic, Severity } from '../src/core/diagnostics';
import { maxPublished, problemMessage, revealCommandUri } from './problem-links';
import { inLanguage } from '../src/l10n/diagnostic';
import type { Language } from '../src/core/translatable';
import { userLanguage } from './language';
import { textPosition } from '../src/core/text-position';

const severities: Record<Severity, vscode.DiagnosticSeverity> = {
  error: vscode.DiagnosticSeverity.Error,
  warning: vscode.DiagnosticSeverity.Warning,
  info: vscode.DiagnosticSeverity.Information,
};

const placeholder = new vscode.Range(0, 0, 0, 0);

function textRange(text: Uint8Array, offset: number, length: number): vscode.Range {
  const [start, end] = [textPosition(text, offset), textPosition(text, offset + length)];
  return new vscode.Range(start.line, start.character, end.line, end.character);
}

function toVscodeDiagnostic(
  uri: vscode.Uri,
  original: Diagnostic,
  lang: Language,
  text?: Uint8Array,
): vscode.Diagnostic {
  const d = inLanguage(original, lang);
  const range = text ? textRange(text, d.offset, d.length) : placeholder;
  const v = new vscode.Diagnostic(range, problemMessage(d, lang), severities[d.severity]);
  v.source = 'Hex Atlas';
  v.code = {
    value: d.code,
    target: vscode.Uri.parse(revealCommandUri({ uri: uri.toString(), offset: d.offset, length: d.length })),
  };
  if (d.related?.length) {
    v.relatedInformation = d.related.map(
      (r) =>
        new vscode.DiagnosticRelatedInformation(
          new vscode.Location(uri, text ? textRange(text, r.offset, r.length) : placeholder),
          problemMessage(r, lang),
        ),
    );
  }
  return v;
}

/** `text`: the bytes of a file that opens as text, whose diagnostics get their places in it. */
export function publish(
  collection: vscode.DiagnosticCollection,
  uri: vscode.Uri,
  list: readonly Diagnostic[],
  text?: Uint8Array,
): void {
  const lang = userLanguage();
  collection.set(
    uri,
    list.slice(0, maxPublished).map((d) => toVscodeDiagnostic(uri, d, lang, text)),
  );
}
