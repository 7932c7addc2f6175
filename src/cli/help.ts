// Help text: the command list, and one command's usage, options and exit codes, in the reader's language.
import { Command } from './command';
import { english, msg, render, type Language, type Text } from '../core/translatable';

/** Paragraphs of help are wrapped to this many columns. */
const WIDTH = 116;

const [help, helpOf, version] = ['`hex-atlas <command> --help`', '`hex-atlas help <command>`', '`hex-atlas --version`'];
const languages = msg`${'--lang en|pl|ru'} chooses the language (else LC_ALL, LC_MESSAGES or LANG).`;

export function overview(commands: readonly Command[], lang: Language = english): string {
  const say = (t: Text) => render(t, lang);
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `${say(msg`usage:`)} hex-atlas <command> [arguments] [options]`,
    '',
    say(msg`commands:`),
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${say(c.summary)}`),
    '',
    ...wrap(`${say(msg`${help} or ${helpOf} describes a command; ${version} prints the version.`)} ${say(languages)}`),
    ...wrap(say(msg`Exit status 2 means a usage error or an unreadable file, 3 an internal error.`)),
  ].join('\n');
}

export function commandHelp(c: Command, lang: Language = english): string {
  const say = (t: Text) => render(t, lang);
  const options = [...c.options, { name: 'help', help: msg`show this help` }].map((o) => ({
    left: `--${o.name}${o.value ? ` ${o.value}` : ''}`,
    help: say(o.help),
  }));
  const width = Math.max(...options.map((o) => o.left.length));
  const summary = say(c.summary);
  const details = (c.details ?? []).flatMap((d) => ('code' in d ? [`  ${d.code}`] : wrap(say(d))));
  return [
    `${say(msg`usage:`)} hex-atlas ${c.name}${c.usage ? ` ${c.usage}` : ''}`,
    '',
    `${summary[0].toUpperCase()}${summary.slice(1)}.`,
    ...(details.length ? ['', ...details] : []),
    '',
    say(msg`options:`),
    ...options.map((o) => `  ${o.left.padEnd(width)}  ${o.help}`),
    '',
    say(msg`exit status:`),
    ...c.exitCodes.map(([code, meaning]) => `  ${code}  ${say(meaning)}`),
  ].join('\n');
}

/** A paragraph in lines of at most WIDTH columns, broken between words. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
