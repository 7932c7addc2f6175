// What package.json declares from the sources, written once there and copied into the manifest by the build: the
// custom editors' selectors from the codecs' patterns (`editorPatterns()` in src/formats/index.ts, the map
// archives in src/archives/open-archive.ts), the language model tools from the agent tools (src/agent/tools.ts),
// and the formats' own commands with their tree menu entries (src/editor/command-manifest.ts; their ids also go to
// extension/format-commands.json, which the host registers). The files are rewritten only when they differ.
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
        "export { commandContributions } from './src/editor/command-manifest';",
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
 * Titles in package.nls.json and its translations: English as written, the others from the l10n catalogues, which
 * translate the same texts where they are shown (the tools' and the commands' titles are msg`…`): the tools'
 * with "Hex Atlas: " before them, the commands' as they are (their category says it). Keys of `dropped` go.
 */
function writeTitles(root, tools, commands, dropped) {
  let changed = false;
  for (const locale of ['', 'pl', 'ru']) {
    const file = path.join(root, `package.nls${locale ? `.${locale}` : ''}.json`);
    const table = JSON.parse(fs.readFileSync(file, 'utf8'));
    const catalogue = locale
      ? JSON.parse(fs.readFileSync(path.join(root, `l10n/bundle.l10n.${locale}.json`), 'utf8'))
      : {};
    for (const key of dropped) delete table[key];
    for (const [key, english] of Object.entries(tools)) table[key] = `Hex Atlas: ${catalogue[english] ?? english}`;
    for (const [key, english] of Object.entries(commands)) table[key] = catalogue[english] ?? english;
    changed = writeJson(file, table) || changed;
  }
  return changed;
}

/**
 * The formats' commands into the manifest, in place of those written before (listed in `idsFile`): commands,
 * tree menu entries and the title keys of commands no format declares any more, which `writeTitles` drops.
 */
function putCommands(manifest, idsFile, generated) {
  const before = fs.existsSync(idsFile) ? JSON.parse(fs.readFileSync(idsFile, 'utf8')) : [];
  const replaced = new Set([...before, ...generated.ids]);
  const kept = (entries) => entries.filter((e) => !replaced.has(e.command));
  const contributes = manifest.contributes;
  const droppedTitles = contributes.commands
    .filter((c) => before.includes(c.command) && !generated.ids.includes(c.command))
    .map((c) => c.title.slice(1, -1));
  contributes.commands = [...kept(contributes.commands), ...generated.commands];
  contributes.menus['webview/context'] = [...kept(contributes.menus['webview/context']), ...generated.menus];
  return droppedTitles;
}

/** Writes the contributions into package.json (and the tools' titles into package.nls*.json); true on a change. */
export async function writeManifestContributions(root = '.') {
  const { editorPatterns, archivePatterns, languageModelTools, languageModelToolTitles, commandContributions } =
    await fromSources(root);
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
  const commands = commandContributions();
  const idsFile = path.join(root, 'extension/format-commands.json');
  const dropped = putCommands(manifest, idsFile, commands);
  const titles = writeTitles(root, languageModelToolTitles(), commands.titles, dropped);
  const ids = writeJson(idsFile, commands.ids);
  return writeJson(file, manifest) || titles || ids;
}
