// The CLI's language: `--lang LOCALE` anywhere on the command line, else the environment as POSIX orders it
// (LC_ALL, then LC_MESSAGES, then LANG). Human output (text lines, GitHub annotations, summaries) follows it; the
// machine outputs (JSON, SARIF) stay English unless --lang asks otherwise, so that a CI machine's locale never
// changes an archived report. Codes and rule ids never change with the language.
import { language, pickLocale } from '../l10n/catalogue';
import { english, msg, type Language } from '../core/translatable';
import { UsageError } from './args';

export interface CliLanguage {
  /** For people: text lines, annotations, summaries. */
  human: Language;
  /** For tools: JSON and SARIF messages and rule descriptions. */
  machine: Language;
}

export function environmentLocale(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.LC_ALL || env.LC_MESSAGES || env.LANG || undefined;
}

/** The arguments without `--lang X` / `--lang=X`, and the language it and the environment choose. */
export function takeLanguage(argv: string[], env: NodeJS.ProcessEnv = process.env): [string[], CliLanguage] {
  const rest: string[] = [];
  let asked: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--lang') {
      if (i + 1 >= argv.length) throw new UsageError(msg`--lang needs a language: en, pl or ru`);
      asked = argv[++i];
    } else if (a.startsWith('--lang=')) asked = a.slice('--lang='.length);
    else rest.push(a);
  }
  if (asked !== undefined && pickLocale(asked) === 'en' && !/^(en|c|posix)\b/i.test(asked))
    throw new UsageError(msg`--lang ${asked}: the languages are en, pl and ru`);
  const human = language(pickLocale(asked ?? environmentLocale(env)));
  return [rest, { human, machine: asked === undefined ? english : human }];
}
