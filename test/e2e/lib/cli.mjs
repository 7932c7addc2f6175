// The project's own CLI (bin/hex-atlas.js, built to dist/cli.js) as the e2e tests' source of files and of
// expectations: what the codecs say about a file is what the editor must show.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../../scripts/lib/code-server-install.mjs';

let cliScript = path.join(REPO_ROOT, 'bin', 'hex-atlas.js');

/**
 * Uses a snapshot of the CLI bundle taken with the .vsix, so expectations come from the very build under test even
 * while dist/ is rebuilt meanwhile.
 */
export function useCliBundle(file) {
  cliScript = file;
}

export function cli(args) {
  const r = spawnSync(process.execPath, [cliScript, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `formats --json`: the registered families, `{ id, displayName, codecs: [{ id, patterns, opensByDefault }] }`. */
export function formats() {
  const r = cli(['formats', '--json']);
  if (r.status !== 0) throw new Error(`formats failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** `formats --json <file>...`: for each name, the codec that claims it (`format`, `family`) and `opensByDefault`. */
export function claims(files) {
  if (files.length === 0) return [];
  const r = cli(['formats', '--json', ...files]);
  if (r.status !== 0) throw new Error(`formats failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** Runs `generate <family> <dir>`; returns the written files (absolute paths). */
export function generate(family, dir, scale = 1) {
  const r = cli(['generate', family, dir, '--scale', String(scale)]);
  if (r.status !== 0) throw new Error(`generate ${family} failed (exit ${r.status}): ${r.stderr}`);
  // One line per file: "<path> (<n> bytes)".
  const files = r.stdout
    .trim()
    .split('\n')
    .map((line) => path.resolve(line.replace(/ \(\d+ bytes\)$/, '')));
  return { files };
}

/** `inspect --json` of a file: format id and the top of its span tree. */
export function inspect(file, depth = 1, maxChildren = 200) {
  const r = cli(['inspect', file, '--json', '--depth', String(depth), '--max-children', String(maxChildren)]);
  if (r.status !== 0) throw new Error(`inspect ${file} failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** `validate --json` of a file: its diagnostics ({code, severity, offset, length, message}). */
export function validate(file) {
  const r = cli(['validate', file, '--json']);
  if (r.status !== 0 && r.status !== 1) throw new Error(`validate ${file} failed (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(r.stdout);
}
