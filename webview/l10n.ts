// The page's words in the user's language. The host gives the page its language (locale and translations) in a data
// block beside the boot data (extension/webview-page.ts); the page fetches nothing. Without it, English.
import { english, msg, render, type Arg, type Language, type Text } from '../src/core/translatable';

function pageLanguage(): Language {
  const text = typeof document === 'undefined' ? null : document.getElementById('l10n')?.textContent;
  if (!text) return english;
  try {
    const parsed = JSON.parse(text) as Language;
    return typeof parsed.locale === 'string' ? parsed : english;
  } catch {
    return english;
  }
}

export const language = pageLanguage();

/** t`Offset`: the text in the page's language. */
export function t(parts: TemplateStringsArray, ...args: Arg[]): string {
  return render(msg(parts, ...args), language);
}

/** Translatable text made elsewhere (a count, a message from the host) in the page's language. */
export function say(text: Text): string {
  return render(text, language);
}
