// package.json's custom editors select the files the registry's codecs claim (`editorPatterns()` in
// src/formats/index.ts) and the map archives (src/archives/open-archive.ts). The patterns are written once, in the
// codecs; the build copies them into the manifest, rewriting it only when they differ.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The selectors by custom editor view type, from the sources under `root`. */
async function selectorsFrom(root) {
  const out = await esbuild.build({
    stdin: {
      contents:
        "export { editorPatterns } from './src/formats';\nexport { archivePatterns } from './src/archives/open-archive';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    logLevel: 'warning',
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(
    module,
    module.exports,
    createRequire(path.resolve(root, 'package.json')),
  );
  const { editorPatterns, archivePatterns } = module.exports;
  const { byDefault, option } = editorPatterns();
  return { 'hexAtlas.editor': byDefault, 'hexAtlas.editor.option': option, 'hexAtlas.archive': archivePatterns };
}

/** Writes the registry's patterns into package.json's customEditors; true when the file changed. */
export async function writeEditorSelectors(root = '.') {
  const wanted = await selectorsFrom(root);
  const file = path.join(root, 'package.json');
  const text = fs.readFileSync(file, 'utf8');
  const manifest = JSON.parse(text);
  for (const editor of manifest.contributes.customEditors) {
    const patterns = wanted[editor.viewType];
    if (!patterns) throw new Error(`package.json: no patterns for the custom editor ${editor.viewType}`);
    editor.selector = patterns.map((filenamePattern) => ({ filenamePattern }));
  }
  const next = JSON.stringify(manifest, null, 2) + '\n';
  if (next === text) return false;
  fs.writeFileSync(file, next);
  return true;
}
