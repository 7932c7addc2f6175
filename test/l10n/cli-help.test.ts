// The command line's help and messages beyond validate and fix in Polish and Russian: every word of every
// command's help is translated (a text added in English only fails here, named), and the commands speak the
// language --lang or the locale chooses.
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/main';
import { commandHelp, overview } from '../../src/cli/help';
import { generated, tempDir, write } from '../cli/fixtures';
import { run } from '../cli/run';
import { recordingLanguage } from './recording';

describe('hex-atlas help in Polish and Russian', () => {
  for (const locale of ['pl', 'ru'] as const) {
    it(`${locale}: the overview and every command's help have no English text left`, () => {
      const { lang, missing } = recordingLanguage(locale);
      overview(commands, lang);
      for (const c of commands) commandHelp(c, lang);
      expect([...missing]).toEqual([]);
    });
  }

  it('--lang pl: headings, summaries, options and exit codes in Polish; syntax and option names as they are', async () => {
    const r = await run('fix', '--help', '--lang', 'pl');
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('użycie: hex-atlas fix <file> (--out <path> | --in-place | --dry-run)');
    expect(lines[2]).toBe('Zastosuj każdą naprawę, którą wyznacza sam plik, zapisz wynik i sprawdź go.');
    expect(lines).toContain('opcje:');
    expect(r.out).toMatch(/^ {2}--dry-run {3}tylko wypisz poprawki, które zostałyby zastosowane$/m);
    expect(r.out).toMatch(/^ {2}2 {2}błąd wywołania lub nieczytelny plik$/m);
  });

  it('LANG=ru_RU.UTF-8: the command list in Russian, wrapped within the width of the help', async () => {
    const saved = process.env.LC_ALL;
    process.env.LC_ALL = 'ru_RU.UTF-8';
    try {
      const r = await run('--help');
      expect(r.out.split('\n').slice(0, 3)).toEqual([
        'использование: hex-atlas <command> [arguments] [options]',
        '',
        'команды:',
      ]);
      expect(r.out).toMatch(/^ {2}roundtrip {2}декодировать и закодировать заново; сообщить, совпадают ли байты$/m);
      expect(Math.max(...r.out.split('\n').map((l) => l.length))).toBeLessThanOrEqual(120);
    } finally {
      process.env.LC_ALL = saved;
    }
  });
});

describe('hex-atlas commands in Polish and Russian', () => {
  const dir = tempDir();
  const map = write(dir, 'm.smf', generated('smf', '.smf'));

  it('usage errors and unreadable files in the chosen language', async () => {
    const usage = await run('generate', 'nosuch', dir, '--lang', 'pl');
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(
      /^hex-atlas generate: nieznany format 'nosuch' \(jeden z: .*\)\nużycie: hex-atlas generate /,
    );
    const missing = await run('roundtrip', `${dir}/gone.smf`, '--lang', 'ru');
    expect(missing.err).toBe(`hex-atlas: не удаётся прочитать ${dir}/gone.smf: ENOENT`);
    expect((await run('frobnicate', '--lang', 'pl')).err).toMatch(/^hex-atlas: nieznane polecenie 'frobnicate'/);
  });

  it('roundtrip, coverage and inspect speak Russian, with the plural forms of the counts', async () => {
    const size = generated('smf', '.smf').length;
    const round = await run('roundtrip', map, '--lang', 'ru');
    expect(round.out).toMatch(new RegExp(`^${map}: совпадает \\(${size} байт(а|ов)?\\)$`));
    expect((await run('coverage', map, '--lang', 'ru')).out).toMatch(/^объяснено 100\.0% из \d+ байт/);
    const inspect = await run('inspect', map, '--lang', 'pl');
    expect(inspect.out.split('\n')[0]).toMatch(
      /^.*m\.smf: mapa Spring \(SMF\) .*, \d+ bajt(y|ów)?, \d+ komunikat(y|ów)?$/,
    );
  });

  it('diff reports the differences in Polish: counts and summaries translated, paths and values as they are', async () => {
    const bytes = generated('smf', '.smf').slice();
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    const heightMap = view.getInt32(0x34, true);
    for (let i = 0; i < 3; i++) bytes[heightMap + 2 * i + 1] ^= 1;
    const r = await run('diff', map, write(dir, 'b.smf', bytes), '--lang', 'pl');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^heightMap: różnią się 3 z [\d,]+ komórek, pierwsze w \(0, 0\), \(1, 0\), \(2, 0\)$/m);
  });
});
