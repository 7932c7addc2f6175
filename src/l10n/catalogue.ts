// The translations, one catalogue per language beside package.json (l10n/bundle.l10n.<locale>.json), the same
// files VS Code's vscode.l10n.t reads for the extension's own strings, so every text has one place to be translated.
import pl from '../../l10n/bundle.l10n.pl.json';
import ru from '../../l10n/bundle.l10n.ru.json';
import { english, type Language } from '../core/translatable';

export const locales = ['en', 'pl', 'ru'] as const;
export type Locale = (typeof locales)[number];

const tables: Record<Locale, Readonly<Record<string, string>> | undefined> = { en: undefined, pl, ru };

/**
 * The supported locale a language tag or POSIX locale names: "pl", "pl-PL", "ru_RU.UTF-8", "ru@latin"; English for
 * anything else ("C", "POSIX", "de-DE", empty).
 */
export function pickLocale(tag: string | undefined): Locale {
  const base = (tag ?? '').toLowerCase().split(/[-_.@]/)[0];
  return (locales as readonly string[]).includes(base) ? (base as Locale) : 'en';
}

export function language(locale: Locale): Language {
  return locale === 'en' ? english : { locale, table: tables[locale] };
}
