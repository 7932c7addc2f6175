// What the extension manifest promises: which file names open in Hex Atlas by default. The scenarios check that
// VS Code honours it, so the expectation is read from package.json rather than repeated here.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../scripts/lib/code-server-install.mjs';

const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));

const defaultPatterns = manifest.contributes.customEditors
  .filter((e) => e.priority === 'default')
  .flatMap((e) => e.selector.map((s) => s.filenamePattern));

/** Whether VS Code should open `file` in Hex Atlas without being asked (a `default` customEditors selector). */
export function opensByDefault(file) {
  const base = path.basename(file);
  // The manifest uses only `*.ext` and `**/Name`, both matched against the base name.
  return defaultPatterns.some((p) => globToRegExp(p.replace(/^\*\*\//, '')).test(base));
}

function globToRegExp(glob) {
  return new RegExp(
    `^${glob
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}
