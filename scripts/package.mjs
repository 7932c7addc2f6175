// `npm run package [-- --out <file.vsix>]`: build, then pack the extension into a .vsix with vsce, offline
// (--no-dependencies: the bundles in dist/ carry everything; no registry or gallery is consulted).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds and packs; returns the absolute path of the .vsix. Throws with vsce's own message on failure. */
export function packageExtension({ out, quiet = false } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const vsix = path.resolve(root, out ?? `${manifest.name}-${manifest.version}.vsix`);
  fs.mkdirSync(path.dirname(vsix), { recursive: true });
  const stdio = quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit';
  step('build', process.execPath, ['scripts/build.mjs'], stdio);
  // One .vsix for both hosts: the desktop's `main` and the browser's `browser` bundle.
  for (const [entry, source] of [
    [manifest.main, 'extension/extension.ts'],
    [manifest.browser, 'extension/browser.ts'],
  ]) {
    if (!fs.existsSync(path.join(root, entry)))
      throw new Error(`${entry} was not built (${source} missing?): nothing to package`);
  }
  const vsce = path.join(root, 'node_modules', '@vscode', 'vsce', 'vsce');
  // README links stay relative: the repository URL is a placeholder, so vsce must not rewrite them to it.
  step(
    'vsce package',
    process.execPath,
    [vsce, 'package', '--no-dependencies', '--no-rewrite-relative-links', '--out', vsix],
    stdio,
  );
  return vsix;
}

function step(name, cmd, args, stdio) {
  const r = spawnSync(cmd, args, { cwd: root, stdio, encoding: 'utf8' });
  if (r.status !== 0) {
    const output = typeof r.stdout === 'string' ? `\n${r.stdout}${r.stderr}` : '';
    throw new Error(`${name} failed (exit ${r.status})${output}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  try {
    console.log(`packaged ${packageExtension({ out: i > 0 ? process.argv[i + 1] : undefined })}`);
  } catch (e) {
    console.error(`package: ${e.message}`);
    process.exit(1);
  }
}
