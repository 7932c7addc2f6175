// The user's language in the extension host: VS Code's display language (vscode.env.language), used for the texts
// made outside vscode.l10n.t (diagnostics, counts) and given to the webviews, so every part speaks one language.
import * as vscode from 'vscode';
import { language, pickLocale } from '../src/l10n/catalogue';
import { render, type Language, type Text } from '../src/l10n/text';

export function userLanguage(): Language {
  return language(pickLocale(vscode.env.language));
}

/** Translatable text in the user's language. */
export function say(text: Text): string {
  return render(text, userLanguage());
}
