// A language that notes every key it was asked for and lacks: what a reader would see in English. Keys with no
// words of their own ("{0}, {1}", a list) need no translation and are not noted; a plural placeholder's nouns
// ("{0|one:byte|other:bytes}") are words of the key. `englishArguments` finds what no catalogue can translate: an
// argument passed into a message as a plain English string instead of translatable text.
import { readFileSync } from 'node:fs';
import { render, type Arg, type Language, type Text } from '../../src/core/translatable';

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

/** Words Hex Atlas writes on their own; an identifier is never one of them. */
const userWords = new Set([
  ...['yes', 'no', 'none', 'empty', 'any', 'auto', 'straight', 'unlimited', 'unknown', 'missing', 'raw', 'units'],
  ...['records', 'fields', 'tiles', 'features', 'entries', 'bytes', 'section', 'file'],
]);

/** Whether a plain string reads as English: two lowercase words in a row outside quotes, or a user word. */
export function readsAsEnglish(plain: string): boolean {
  const bare = plain.replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '""');
  return /\b[a-z]{2,} +[a-z]{2,}\b/.test(bare) || userWords.has(bare.replace(/[()]/g, '').trim());
}

const placeholder = /\{(\d+)(\|[^{}]*)?\}/g;
const isCount = (arg: Arg): boolean => typeof arg === 'number' || /^-?[\d,]+(\.\d+)?$/.test(String(arg));

/**
 * What `text` (rendered in `lang`) is given that no catalogue can translate, one line each: a plain-string
 * argument that reads as English, and a plural form chosen by an argument that is not a number.
 */
export function englishArguments(text: Text | string, lang: Language): string[] {
  if (typeof text === 'string') return readsAsEnglish(text) ? [`"${text}" is plain English`] : [];
  const found: string[] = [];
  const pattern = lang.table?.[text.key] ?? text.key;
  for (const [, index, forms] of [...pattern.matchAll(placeholder), ...text.key.matchAll(placeholder)]) {
    const arg = text.args[Number(index)];
    if (forms && arg !== undefined && !isCount(arg))
      found.push(`${text.key}: plural forms of {${index}} chosen by ${JSON.stringify(render(arg as Text))}`);
  }
  text.args.forEach((arg, i) => {
    if (typeof arg === 'object') found.push(...englishArguments(arg, lang));
    else if (typeof arg === 'string' && readsAsEnglish(arg)) found.push(`${text.key}: {${i}} = "${arg}" is English`);
  });
  return found;
}
