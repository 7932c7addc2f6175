// Help text: the command list, and one command's usage, options and exit codes.
import { Command } from './command';

export function overview(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'usage: hex-atlas <command> [arguments] [options]',
    '',
    'commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    '`hex-atlas <command> --help` or `hex-atlas help <command>` describes a command; `hex-atlas --version` prints',
    'the version. Exit status 2 means a usage error or an unreadable file, 3 an internal error.',
  ].join('\n');
}

export function commandHelp(c: Command): string {
  const options = [...c.options, { name: 'help', help: 'show this help' }].map((o) => ({
    left: `--${o.name}${o.value ? ` ${o.value}` : ''}`,
    help: o.help,
  }));
  const width = Math.max(...options.map((o) => o.left.length));
  return [
    `usage: hex-atlas ${c.name}${c.usage ? ` ${c.usage}` : ''}`,
    '',
    `${c.summary[0].toUpperCase()}${c.summary.slice(1)}.`,
    ...(c.details ? ['', ...c.details] : []),
    '',
    'options:',
    ...options.map((o) => `  ${o.left.padEnd(width)}  ${o.help}`),
    '',
    'exit status:',
    ...c.exitCodes.map(([code, meaning]) => `  ${code}  ${meaning}`),
  ].join('\n');
}
