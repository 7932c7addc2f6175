// The bundled CLI (dist/cli.js, built before the unit tests) run as a process: worker threads, closed pipes,
// version and help.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { commands } from '../../src/cli/main';
import { familyById } from '../../src/formats';
import { generated, tempDir, write } from './fixtures';

const cli = path.resolve('bin/hex-atlas.js');

function hexAtlas(args: string[]) {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('bundled hex-atlas', () => {
  it('validates on worker threads with the same output, in the same order, as on one', () => {
    const dir = tempDir();
    for (const family of ['smf', 'blotter', 'eu7'])
      for (const f of familyById(family)!.generate(1)) write(dir, `${family}/${f.name}`, f.bytes);
    for (let i = 0; i < 6; i++) write(dir, `cut/${i}.smf`, generated('smf', '.smf').subarray(0, 200 + 100 * i));
    const one = hexAtlas(['validate', dir, '--jobs', '1', '--format', 'json']);
    const four = hexAtlas(['validate', dir, '--jobs', '4', '--format', 'json']);
    expect(one.code).toBe(1);
    expect(four.code).toBe(1);
    expect(JSON.parse(four.out)).toEqual(JSON.parse(one.out));
    expect(JSON.parse(one.out).length).toBeGreaterThan(6);
    // The summary last; before it, on a machine slow enough for the run to pass a second, progress lines.
    const err = four.err.trimEnd().split('\n');
    expect(err.at(-1)).toMatch(/^\d+ files, \d+ errors, \d+ warnings?, [\d.]+ s$/);
    for (const line of err.slice(0, -1)) expect(line).toMatch(/^checked \d+ of \d+ files \(\d+%\)/);
  });

  it('ends quietly with status 0 when the reader closes the pipe', () => {
    const file = write(tempDir(), 'w.logicworld', generated('blotter', 'world.logicworld'));
    const piped = spawnSync(
      'bash',
      ['-c', `node ${cli} textconv ${file} | head -n 1; echo "status \${PIPESTATUS[0]}"`],
      {
        encoding: 'utf8',
      },
    );
    expect(piped.stdout).toMatch(/^format = blotter.*\nstatus 0\n$/);
    expect(piped.stderr).toBe('');
  });

  it('prints its version, and usage, options and exit codes for every command', () => {
    expect(hexAtlas(['--version']).out).toBe(`${version}\n`);
    for (const c of commands) {
      const r = hexAtlas([c.name, '--help']);
      expect(r.code).toBe(0);
      expect(r.out).toContain(`usage: hex-atlas ${c.name}`);
      expect(r.out).toContain('options:\n');
      expect(r.out).toContain('exit status:\n  0  ');
      expect(hexAtlas(['help', c.name]).out).toBe(r.out);
    }
  });

  it('is written in ASCII and prints text beyond it as written in the sources', () => {
    // bin/hex-atlas.js reads an ASCII bundle as Latin-1: a character the build left unescaped would come out wrong.
    const bundle = fs.readFileSync(path.resolve('dist/cli.js'));
    expect(bundle.findIndex((b) => b > 0x7f)).toBe(-1);
    expect(hexAtlas(['--help']).out).toContain('(describe, tree, validate, …)');
    expect(hexAtlas(['--help', '--lang', 'ru']).out).toMatch(/^использование: hex-atlas /);
  });

  it('inflates and deflates through fflate loaded on first use: a height map exported as PNG and imported back', () => {
    const dir = tempDir();
    const map = write(dir, 'map.smf', generated('smf', '.smf'));
    const png = path.join(dir, 'height.png');
    const out = path.join(dir, 'new.smf');
    expect(hexAtlas(['export', map, 'height', png]).code).toBe(0);
    expect(hexAtlas(['import', map, '--height', png, '--height-range', 'keep', '--out', out]).code).toBe(0);
    expect(fs.readFileSync(out).equals(fs.readFileSync(map))).toBe(true);
  });
});
