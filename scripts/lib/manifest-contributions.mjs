// What package.json declares from the sources, written once there and copied into the manifest by the build: the
// custom editors' selectors from the codecs' patterns (`editorPatterns()` in src/formats/index.ts, the map
// archives in src/archives/open-archive.ts), and the language model tools from the agent tools (src/agent/tools.ts).
// The manifest is rewritten only when they differ.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The sources' exports the manifest needs, bundled and loaded. */
async function fromSources(root) {
  const out = await esbuild.build({
    stdin: {
      contents: [
        "export { editorPatterns } from './src/formats';",
        "export { archivePatterns } from './src/archives/open-archive';",
        "export { languageModelTools, languageModelToolTitles } from './src/agent/manifest';",
      ].join('\n'),
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
  return module.exports;
}

/** Writes `next` as JSON into `file` unless it holds that already; true when it changed. */
function writeJson(file, next) {
  const text = `${JSON.stringify(next, null, 2)}\n`;
  if (fs.readFileSync(file, 'utf8') === text) return false;
  fs.writeFileSync(file, text);
  return true;
}

/**
 * The tools' titles in package.nls.json and its translations: English as written, the others from the l10n
 * catalogues, which translate the same texts where the tools show them (src/agent/tool.ts titles are msg`…`).
 */
function writeToolTitles(root, titles) {
  let changed = false;
  for (const locale of ['', 'pl', 'ru']) {
    const file = path.join(root, `package.nls${locale ? `.${locale}` : ''}.json`);
    const table = JSON.parse(fs.readFileSync(file, 'utf8'));
    const catalogue = locale
      ? JSON.parse(fs.readFileSync(path.join(root, `l10n/bundle.l10n.${locale}.json`), 'utf8'))
      : {};
    for (const [key, english] of Object.entries(titles)) table[key] = `Hex Atlas: ${catalogue[english] ?? english}`;
    changed = writeJson(file, table) || changed;
  }
  return changed;
}

/** Writes the contributions into package.json (and the tools' titles into package.nls*.json); true on a change. */
export async function writeManifestContributions(root = '.') {
  const { editorPatterns, archivePatterns, languageModelTools, languageModelToolTitles } = await fromSources(root);
  const { byDefault, option } = editorPatterns();
  const selectors = {
    'hexAtlas.editor': byDefault,
    'hexAtlas.editor.option': option,
    'hexAtlas.archive': archivePatterns,
  };
  const file = path.join(root, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const editor of manifest.contributes.customEditors) {
    const patterns = selectors[editor.viewType];
    if (!patterns) throw new Error(`package.json: no patterns for the custom editor ${editor.viewType}`);
    editor.selector = patterns.map((filenamePattern) => ({ filenamePattern }));
  }
  manifest.contributes.languageModelTools = languageModelTools();
  const titles = writeToolTitles(root, languageModelToolTitles());
  return writeJson(file, manifest) || titles;
}
