// Translatable text. English is the source: a message is written once, as a tagged template at its call site
// (msg`${section} not checked: depends on ${field}`), and travels as its key (the literal parts joined with numbered
// placeholders: "{0} not checked: depends on {1}") and its arguments, so the side that shows it renders it in the
// user's language. A placeholder may choose a word by the plural category of its number: "{0|one:byte|other:bytes}"
// (the categories are those of Intl.PluralRules: Polish and Russian have one, few, many and other).

export type Arg = string | number | Text;

export interface Text {
  readonly key: string;
  readonly args: readonly Arg[];
}

/** The language text is shown in: its locale (for plural rules) and its translations by English key. */
export interface Language {
  readonly locale: string;
  readonly table?: Readonly<Record<string, string>>;
}

export const english: Language = { locale: 'en' };

/** A translatable message: msg`${n} bytes after the footer`. */
export function msg(parts: TemplateStringsArray, ...args: Arg[]): Text {
  let key = parts[0];
  for (let i = 0; i < args.length; i++) key += `{${i}}${parts[i + 1]}`;
  return { key, args };
}

/** A number with its noun in the right form: counted(3, 'byte') is "3 bytes" in English, "3 bajty" in Polish. */
export function counted(n: number, one: string, many = `${one}s`): Text {
  return { key: `{0} {0|one:${one}|other:${many}}`, args: [n] };
}

/** Several texts separated by commas ("2 errors, 1 warning"), or by `separator`. */
export function listOf(items: readonly Text[], separator = ', '): Text {
  return { key: items.map((_, i) => `{${i}}`).join(separator), args: items };
}

/** Text with no arguments whose key is computed (a rule's title): translated when the catalogue has it. */
export function fixed(key: string): Text {
  return { key, args: [] };
}

const placeholder = /\{(\d+)(?:\|([^{}]*))?\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function category(locale: string, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

/** The words of a plural placeholder ("one:bajt|few:bajty|many:bajtów|other:bajta") by category. */
function forms(spec: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const form of spec.split('|')) {
    const colon = form.indexOf(':');
    if (colon > 0) out.set(form.slice(0, colon), form.slice(colon + 1));
  }
  return out;
}

/** A count's number: a number, or one written with digit groups ("16,641"). */
function countOf(arg: Arg): number {
  return typeof arg === 'string' && /^-?\d{1,3}(?:[,\u00a0\u202f ]\d{3})+(?:\.\d+)?$/.test(arg)
    ? Number(arg.replace(/[,\u00a0\u202f ]/g, ''))
    : Number(arg);
}

/** `text` in `lang`: its translation when the table has one, else the English, with its arguments filled in. */
export function render(text: Text | string, lang: Language = english): string {
  if (typeof text === 'string') return text;
  const pattern = lang.table?.[text.key] || text.key;
  const locale = pattern === text.key ? 'en' : lang.locale;
  return pattern.replace(placeholder, (whole, index: string, spec: string | undefined) => {
    const arg = text.args[Number(index)];
    if (arg === undefined) return whole;
    if (spec === undefined) return typeof arg === 'object' ? render(arg, lang) : String(arg);
    const words = forms(spec);
    return words.get(category(locale, countOf(arg))) ?? words.get('other') ?? '';
  });
}

/** One message written as several templates (to keep lines short): their keys joined, placeholders renumbered. */
export function joined(...parts: Text[]): Text {
  let key = '';
  const args: Arg[] = [];
  for (const p of parts) {
    const shift = args.length;
    key += p.key.replace(/\{(\d+)/g, (_, i: string) => `{${Number(i) + shift}`);
    args.push(...p.args);
  }
  return { key, args };
}

/** An error whose reason is translatable: `message` is its English, `text` is shown in the reader's language. */
export class TextError extends Error {
  constructor(
    readonly text: Text,
    options?: ErrorOptions,
  ) {
    super(render(text), options);
  }
}

/** Words kept as written, e.g. another tool's own message: a text with no words of its own to translate. */
export function verbatim(words: string): Text {
  return { key: '{0}', args: [words] };
}
