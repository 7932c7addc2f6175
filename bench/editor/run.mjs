// `npm run bench:editor [-- options]`: Hex Atlas side by side with Microsoft's vscode-hexeditor in one code-server
// profile (both installed), on the same files: open -> first hex rows, open -> tree (Hex Atlas), hex scroll frame
// times by wheel and by scrollbar drag, extension host and renderer memory. Each measurement opens a fresh window;
// runs are interleaved (editor order alternates) and medians printed as one markdown table, written to
// .bench/editor/results.{md,json}. Without the anchor it says so and measures Hex Atlas alone. `--web` measures Hex
// Atlas alone in the browser's Web Worker extension host, as on vscode.dev (results-web.{md,json}).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCodeServer, REPO_ROOT } from '../../scripts/lib/code-server-install.mjs';
import { createProfile, installExtension, startCodeServer, stopOnSignals } from '../../scripts/lib/code-server-run.mjs';
import { packageExtension } from '../../scripts/package.mjs';
import { launchBrowser, newContext } from '../../test/e2e/lib/browser.mjs';
import { WEB_HOST_SETTINGS } from '../../test/e2e/lib/web-host.mjs';
import { resolveAnchor } from './anchor.mjs';
import { HEX_ATLAS, HEXEDITOR } from './editors.mjs';
import { ensureFiles, FILES, linkWorkspace } from './files.mjs';
import { measureOnce } from './measure.mjs';
import { firstVisibleRecorder } from './probe.mjs';
import { markdownTable, summarize, targets } from './report.mjs';

const USAGE = `usage: npm run bench:editor -- [options]
  --anchor <tar.gz>       vscode-hexeditor's source archive, built into .bench/editor/anchor (env HEXEDITOR_ANCHOR)
  --anchor-vsix <file>    a built vscode-hexeditor .vsix instead (env HEXEDITOR_VSIX)
  --runs N                measurements per file and editor (default 3), interleaved
  --file ID[,ID]          only these files: ${FILES.map((f) => f.id).join(', ')} (all but ${FILES.filter((f) => f.named)
    .map((f) => f.id)
    .join(', ')} by default)
  --setting KEY=VALUE[,…] user settings for the run (e.g. hexAtlas.pagedAboveMB=128), printed with the results
  --web                   Hex Atlas alone, in the browser's Web Worker extension host (as on vscode.dev): its
                          memory is the renderer's, which holds that worker
  --help                  this text`;

const args = parseArgs(process.argv.slice(2));
const ROOT = path.join(REPO_ROOT, '.bench', 'editor');
const log = (line) => console.error(`[bench:editor] ${line}`);

const web = args.web === true;
const anchorVsix = web
  ? undefined
  : resolveAnchor({
      vsix: args['anchor-vsix'] ?? process.env.HEXEDITOR_VSIX,
      archive: args.anchor ?? process.env.HEXEDITOR_ANCHOR,
      dir: path.join(ROOT, 'anchor'),
      log,
    });
const editors = anchorVsix ? [HEX_ATLAS, HEXEDITOR] : [HEX_ATLAS];
if (!anchorVsix && !web)
  log('no vscode-hexeditor given (--anchor <tar.gz> or --anchor-vsix <file>): measuring Hex Atlas alone');
const runs = Number(args.runs ?? 3);
const wanted = args.file ? FILES.filter((f) => args.file.split(',').includes(f.id)) : FILES.filter((f) => !f.named);
if (!wanted.length) fail(`no such file: ${args.file}`);

log('generating files…');
const files = ensureFiles(path.join(ROOT, 'files'), wanted).map((f) => ({ ...f, name: path.basename(f.path) }));
const workspace = path.join(ROOT, 'workspace');
linkWorkspace(
  workspace,
  files,
  editors.map((e) => e.id),
);
const bin = ensureCodeServer({ log });
log('packaging Hex Atlas…');
const ourVsix = packageExtension({ out: path.join(ROOT, 'hex-atlas.vsix'), quiet: true });

const profile = createProfile(path.join(ROOT, 'run'));
writeSettings(profile, editors);
installExtension(bin, profile, ourVsix);
if (anchorVsix) installExtension(bin, profile, anchorVsix);
const server = await startCodeServer(bin, profile);
let browser;
stopOnSignals(server, () => browser?.close().catch(() => {}));
const results = [];
try {
  browser = await launchBrowser(profile.env, { scrollbars: true });
  const checks = (e) => (e.treeShown ? { rows: e.rowsShown, tree: e.treeShown } : { rows: e.rowsShown });
  const recorder = firstVisibleRecorder(Object.fromEntries(editors.map((e) => [e.id, checks(e)])));
  // A fresh browser context per measurement, as a user's first window. Windows of one context share the
  // browser's storage, where VS Code keeps a workspace's open editors: a later window reopened the previous one's
  // file in its editor (vscode-hexeditor's extension host held the 1 GiB file Hex Atlas had open before it), and
  // editor pages there started loading about 1 s after their document.
  const freshContext = async () => {
    const context = await newContext(browser, new Set());
    await context.addInitScript({ content: recorder });
    return context;
  };
  const measure = async (editor, file) => {
    const context = await freshContext();
    return measureOnce({ context, server, workspace, editor, file }).finally(() => context.close());
  };
  // The server's first window compiles and caches what every later one reuses: one unrecorded opening per editor.
  for (const editor of editors) {
    log(`warm-up: ${editor.name} on ${files[0].id}`);
    await measure(editor, files[0]).catch((e) => log(`  failed: ${e.message.split('\n')[0]}`));
  }
  for (let run = 0; run < runs; run++) {
    for (const file of files) {
      const order = run % 2 ? [...editors].reverse() : editors;
      for (const editor of order) {
        log(`run ${run + 1}/${runs}: ${editor.name} on ${file.id}`);
        try {
          const r = await measure(editor, file);
          // On the web, the Node extension host holds VS Code's own extensions, not Hex Atlas.
          if (web) delete r.extHostMiB;
          log(`  ${JSON.stringify(r)}`);
          results.push({ run, ...r });
        } catch (e) {
          log(`  failed: ${e.message.split('\n')[0]}`);
        }
      }
    }
  }
} finally {
  await browser?.close().catch(() => {});
  await server.stop();
}

const summary = summarize(results);
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load average ${os.loadavg()[0].toFixed(1)}`;
const text = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; medians of ${runs} interleaved runs, each in a fresh window${web ? ", Hex Atlas in the browser's Web Worker extension host" : ''}.`,
  ...(args.setting ? [`Settings: ${args.setting}.`] : []),
  '',
  markdownTable(summary, files, editors),
  '',
  'Targets:',
  targets(summary, files, { ours: HEX_ATLAS, anchor: anchorVsix ? HEXEDITOR : undefined }),
].join('\n');
console.log(text);
const resultsName = web ? 'results-web' : 'results';
fs.writeFileSync(path.join(ROOT, `${resultsName}.md`), text + '\n');
fs.writeFileSync(
  path.join(ROOT, `${resultsName}.json`),
  JSON.stringify({ machine, runs, settings: extraSettings(), results }, null, 2),
);

/** User settings for the run: vscode-hexeditor opens big files without asking; each folder opens in its editor. */
function writeSettings(profile, editors) {
  const file = path.join(profile.dirs.userData, 'User', 'settings.json');
  const settings = JSON.parse(fs.readFileSync(file, 'utf8'));
  settings['hexeditor.maxFileSize'] = 1e5; // MB
  for (const [key, value] of Object.entries({ ...(web ? WEB_HOST_SETTINGS : {}), ...extraSettings() }))
    settings[key] = value;
  settings['workbench.editorAssociations'] = Object.fromEntries(editors.map((e) => [`**/${e.id}/**`, e.viewType]));
  fs.writeFileSync(file, JSON.stringify(settings, null, 2));
}

/**
 * MiB Hex Atlas needs beyond the file's bytes to decode it (peak RSS of a decode in a fresh process minus the
 * file's size, from `npm run bench`'s measure step); 0 for a file no format claims.
 */
function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help') {
      console.log(USAGE);
      process.exit(0);
    }
    if (a === '--web') {
      out.web = true;
      continue;
    }
    if (!['--anchor', '--anchor-vsix', '--runs', '--file', '--setting'].includes(a) || argv[i + 1] === undefined)
      fail(`unknown or incomplete option: ${a}`);
    out[a.slice(2)] = argv[++i];
  }
  return out;
}

/** `--setting a=1,b=x`: numbers and booleans as JSON, anything else as a string. */
function extraSettings() {
  const pairs = (args.setting ?? '').split(',').filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const [key, text] = pair.split('=');
      if (!key || text === undefined) fail(`not KEY=VALUE: ${pair}`);
      let value = text;
      try {
        value = JSON.parse(text);
      } catch {
        // a plain string
      }
      return [key, value];
    }),
  );
}

function fail(message) {
  console.error(`bench:editor: ${message}\n${USAGE}`);
  process.exit(2);
}
