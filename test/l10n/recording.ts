// A language that notes every key it was asked for and lacks: what a reader would see in English. Keys with no
// words of their own ("{0}, {1}", a list) need no translation and are not noted; a plural placeholder's nouns
// ("{0|one:byte|other:bytes}") are words of the key.
import { readFileSync } from 'node:fs';
import type { Language } from '../../src/core/translatable';

export function recordingLanguage(locale: 'pl' | 'ru'): { lang: Language; missing: Set<string> } {
  const table = JSON.parse(readFileSync(`l10n/bundle.l10n.${locale}.json`, 'utf8')) as Record<string, string>;
  const missing = new Set<string>();
  const watched = new Proxy(table, {
    get(t, key) {
      if (typeof key === 'string' && !(key in t) && /\p{L}/u.test(ownWords(key))) missing.add(key);
      return t[key as string];
    },
  });
  return { lang: { locale, table: watched }, missing };
}

/** The key without its arguments, keeping the nouns of plural placeholders. */
function ownWords(key: string): string {
  return key.replace(/\{\d+(?:\|([^}]*))?\}/g, (_, nouns: string | undefined) => nouns ?? '');
}
