// The CLI in the user's language: --lang, or LC_ALL / LC_MESSAGES / LANG; codes never change, and JSON and SARIF
// stay English unless --lang asks.
import { afterEach, describe, expect, it } from 'vitest';
import { generated, tempDir, withInsertedComponent, write } from '../cli/fixtures';
import { run } from '../cli/run';
import { MAP_NAME, mapFiles, zip } from '../helpers/archives';

/** A Spring map whose header says version 2: smf.version, "version 2, expected 1". */
function version2Map(): string {
  const bytes = generated('smf', '.smf').slice();
  new DataView(bytes.buffer).setInt32(16, 2, true);
  return write(tempDir(), 'v2.smf', bytes);
}

const saved = { ...process.env };
afterEach(() => {
  for (const k of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

function locale(env: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

describe('hex-atlas in Polish and Russian', () => {
  const file = version2Map();

  it('English by default (the C locale)', async () => {
    const r = await run('validate', file);
    expect(r.out).toContain(': error smf.version version 2, expected 1');
    expect(r.err).toMatch(/^1 file, 1 error, 2 warnings, /);
  });

  it('--lang pl: the message and summary in Polish, the code unchanged', async () => {
    const r = await run('validate', file, '--lang', 'pl');
    expect(r.code).toBe(1);
    expect(r.out).toContain(': error smf.version wersja 2, oczekiwano 1');
    expect(r.err).toMatch(/^1 plik, 1 błąd, 2 ostrzeżenia, /);
  });

  it('LANG=ru_RU.UTF-8: Russian, unless LC_ALL or LC_MESSAGES says otherwise', async () => {
    locale({ LC_ALL: undefined, LC_MESSAGES: undefined, LANG: 'ru_RU.UTF-8' });
    const r = await run('validate', file);
    expect(r.out).toContain(': error smf.version версия 2, ожидалась 1');
    expect(r.err).toMatch(/^1 файл, 1 ошибка, 2 предупреждения, /);
    locale({ LC_MESSAGES: 'pl_PL.UTF-8' });
    expect((await run('validate', file)).out).toContain('smf.version wersja 2, oczekiwano 1');
    locale({ LC_ALL: 'C' });
    expect((await run('validate', file)).out).toContain('smf.version version 2, expected 1');
  });

  it('JSON follows the environment only through --lang', async () => {
    locale({ LC_ALL: undefined, LANG: 'pl_PL.UTF-8' });
    const byEnv = JSON.parse((await run('validate', file, '--json')).out);
    expect(byEnv[0]).toMatchObject({ code: 'smf.version', message: 'version 2, expected 1' });
    const asked = JSON.parse((await run('validate', file, '--json', '--lang=ru')).out);
    expect(asked[0]).toMatchObject({ code: 'smf.version', message: 'версия 2, ожидалась 1' });
  });

  it('diff: the values read in the language, the same differences found; JSON English unless --lang asks', async () => {
    const dir = tempDir();
    const save = generated('blotter', 'world.logicworld');
    const a = write(dir, 'a.logicworld', save);
    const b = write(dir, 'b.logicworld', await withInsertedComponent(save, 500, 0x7fff0001));
    const added = (out: string) => out.split('\n').find((l) => l.startsWith('+ components'));
    expect(added((await run('diff', a, b)).out)).toContain('MHG.Button at (1.05, 0.075, 1.95) m, rotation');
    expect(added((await run('diff', a, b, '--lang', 'pl')).out)).toContain('MHG.Button w (1.05, 0.075, 1.95) m, obrót');
    locale({ LC_ALL: undefined, LANG: 'pl_PL.UTF-8' });
    const values = async (...args: string[]) =>
      (
        JSON.parse((await run('diff', a, b, '--json', ...args)).out) as { differences: { value?: string }[] }
      ).differences.map((d) => d.value ?? '');
    const [byEnv, asked] = [await values(), await values('--lang=ru')];
    expect(byEnv.join()).toContain(', rotation (');
    expect(asked.join()).toContain(', поворот (');
    expect(asked).toHaveLength(byEnv.length);
  });

  it('SARIF with --lang: rule ids kept, rule titles and messages translated', async () => {
    const log = JSON.parse((await run('validate', file, '--format', 'sarif', '--lang', 'pl')).out);
    const rule = log.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'core.unrecognised');
    expect(rule.shortDescription.text).toBe('Nierozpoznany plik');
    expect(log.runs[0].results[0]).toMatchObject({
      ruleId: 'smf.version',
      message: { text: 'wersja 2, oczekiwano 1' },
    });
  });

  it("validate's own findings: an unrecognised file, a tile file an archive's map names but does not hold", async () => {
    const dir = tempDir();
    const unknown = write(dir, 'notes.bin', new Uint8Array([1, 2, 3, 4]));
    const files = mapFiles();
    delete files['maps/generated-128x128.smt'];
    const entry = `${write(dir, 'map.sdz', zip(files))}!${MAP_NAME}`;
    const ru = await run('validate', unknown, '--lang', 'ru');
    expect(ru.out).toContain(
      'warning core.unrecognised ни один формат не распознаёт этот файл ни по имени, ни по байтам; в нём ничего не проверено',
    );
    const pl = await run('validate', entry, '--lang', 'pl');
    expect(pl.out).toContain(
      'error archive.tile-file-missing pliku kafelków "generated-128x128.smt" nie ma w archiwum ' +
        '(szukano "maps/generated-128x128.smt" i "generated-128x128.smt")',
    );
  });

  it('refuses a language it does not have', async () => {
    const r = await run('validate', file, '--lang', 'de');
    expect(r.code).toBe(2);
    expect(r.err).toContain('--lang de: the languages are en, pl and ru');
  });
});
