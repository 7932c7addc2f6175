// The editor Hex Atlas is compared with: Microsoft's vscode-hexeditor, as a .vsix given by the user
// (`--anchor-vsix <file>` / HEXEDITOR_VSIX) or built from its source archive (`--anchor <tar.gz>` / HEXEDITOR_ANCHOR)
// into .bench/editor/anchor (git-ignored). Nothing of it is part of this project.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/code-server-install.mjs';

/** Its custom editor's view type, for `workbench.editorAssociations`. */
export const ANCHOR_VIEW_TYPE = 'hexEditor.hexedit';

/**
 * The anchor's .vsix path, or undefined when none was given. A source archive is built once: the .vsix is kept
 * beside it, named after the archive, and reused while the archive is unchanged.
 */
export function resolveAnchor({ vsix, archive, dir, log }) {
  if (vsix) {
    if (!fs.existsSync(vsix)) throw new Error(`anchor .vsix not found: ${vsix}`);
    return path.resolve(vsix);
  }
  if (!archive) return undefined;
  if (!fs.existsSync(archive)) throw new Error(`anchor source archive not found: ${archive}`);
  const stamp = `${path.basename(archive).replace(/\.tar\.gz$|\.tgz$/, '')}-${fs.statSync(archive).mtimeMs}`;
  const out = path.join(dir, `${stamp}.vsix`);
  if (fs.existsSync(out)) return out;
  const src = path.join(dir, 'src');
  fs.rmSync(src, { recursive: true, force: true });
  fs.mkdirSync(src, { recursive: true });
  log(`building the anchor from ${archive} (about 20 s)…`);
  run('tar', ['xzf', path.resolve(archive), '-C', src], src);
  const top = fs.readdirSync(src).find((n) => fs.existsSync(path.join(src, n, 'package.json')));
  if (!top) throw new Error(`${archive} holds no folder with a package.json`);
  const root = path.join(src, top);
  run('npm', ['ci', '--no-audit', '--no-fund'], root);
  run('npm', ['run', 'compile'], root);
  // The project's own vsce (a dev dependency) packs it: no download needed.
  const vsce = path.join(REPO_ROOT, 'node_modules', '@vscode', 'vsce', 'vsce');
  run(process.execPath, [vsce, 'package', '--no-dependencies', '--out', out], root);
  return out;
}

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${r.stderr || r.stdout}`);
}
