// bin/hex-atlas.js runs the CLI bundle through a V8 code cache beside it. Run on a copy of bin/ and dist/cli.js, so
// the project's own cache is left alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { tempDir } from './fixtures';

let root: string;
const cacheFile = () => path.join(root, 'dist', 'cli.js.v8cache');

function run(args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, 'bin', 'hex-atlas.js'), ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

beforeEach(() => {
  root = tempDir();
  fs.mkdirSync(path.join(root, 'bin'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.copyFileSync('bin/hex-atlas.js', path.join(root, 'bin', 'hex-atlas.js'));
  fs.copyFileSync('dist/cli.js', path.join(root, 'dist', 'cli.js'));
});

describe('the CLI code cache', () => {
  it('is written by the first run, stamped with the bundle, and used as it is by the next', () => {
    expect(run(['--version'])).toMatchObject({ code: 0, out: `${version}\n` });
    const stat = fs.statSync(path.join(root, 'dist', 'cli.js'));
    const first = fs.readFileSync(cacheFile());
    expect(first.toString('latin1', 0, 80).split('\n')[0]).toBe(`${stat.size}:${stat.mtimeMs}:${process.version}`);
    expect(first.length).toBeGreaterThan(10_000);

    expect(run(['--version'])).toMatchObject({ code: 0, out: `${version}\n` });
    expect(fs.readFileSync(cacheFile()).equals(first)).toBe(true);
  });

  it('is replaced when the bundle changes, even at the same length', () => {
    run(['--version']);
    const bundle = path.join(root, 'dist', 'cli.js');
    // Same length, other text: V8 alone would accept the old cache for it.
    const source = fs.readFileSync(bundle, 'utf8').replace(`"${version}"`, `"${'9'.repeat(version.length)}"`);
    expect(Buffer.byteLength(source)).toBe(fs.statSync(bundle).size);
    fs.writeFileSync(bundle, source);
    fs.utimesSync(bundle, new Date(), new Date(Date.now() + 5000));

    expect(run(['--version'])).toMatchObject({ code: 0, out: `${'9'.repeat(version.length)}\n` });
    const stat = fs.statSync(bundle);
    expect(fs.readFileSync(cacheFile()).toString('latin1', 0, 80).split('\n')[0]).toBe(
      `${stat.size}:${stat.mtimeMs}:${process.version}`,
    );
  });

  it('a damaged cache does not change what a run prints or returns', () => {
    run(['--version']);
    const bytes = fs.readFileSync(cacheFile());
    bytes.fill(0x5a, bytes.indexOf(0x0a) + 1);
    fs.writeFileSync(cacheFile(), bytes);
    expect(run(['--version'])).toMatchObject({ code: 0, out: `${version}\n`, err: '' });
    expect(run(['nosuch'])).toMatchObject({ code: 2, out: '' });
  });
});
