// The user's language in the extension host: VS Code's display language (vscode.env.language), used for the texts
// made outside vscode.l10n.t (diagnostics, counts) and given to the webviews, so every part speaks one language.
import * as vscode from 'vscode';
import { language, pickLocale } from '../src/l10n/catalogue';
import { english, render, type Language, type Text } from '../src/core/translatable';
import { platform } from './platform';

export function userLanguage(): Language {
  return language(pickLocale(vscode.env.language));
}

/** Translatable text in the user's language (a plain string, e.g. a system error's message, as it is). */
export function say(text: Text | string): string {
  return render(text, userLanguage());
}

const pageTables = new Map<string, Language>();

/** The webview page's language: the translations of its own words, which the build cuts from the catalogue. */
export function pageLanguage(dist: vscode.Uri): Language {
  const locale = pickLocale(vscode.env.language);
  if (locale === 'en') return english;
  let lang = pageTables.get(locale);
  if (!lang) {
    const file = vscode.Uri.joinPath(dist, 'l10n', `webview.${locale}.json`);
    lang = { locale, table: JSON.parse(platform().extensionText(file)) as Record<string, string> };
    pageTables.set(locale, lang);
  }
  return lang;
}
