// End-to-end tests of Hex Atlas in a real VS Code (code-server 4.100.3) driven through headless Chromium, offline.
// `node test/e2e/run.mjs [text…]` — runs the scenarios whose name contains any `text` (all by default).
// `node test/e2e/run.mjs --screenshots [text…]` — instead writes the README's screenshots (scenarios/screenshots.mjs).
// `node test/e2e/run.mjs --locale pl [--screenshots]` — VS Code in that display language (scenarios/languages.mjs).
// `node test/e2e/run.mjs --web [text…]` — Hex Atlas in the browser's Web Worker extension host (scenarios/web.mjs).
// Installs code-server into .e2e/cs when missing, packages the extension, writes the workspace with the project's
// generators, installs the .vsix into a fresh profile, then drives the workbench. Exit status 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';
import { E2E_ROOT, REPO_ROOT, ensureCodeServer } from '../../scripts/lib/code-server-install.mjs';
import { createProfile, installExtension, startCodeServer, stopOnSignals } from '../../scripts/lib/code-server-run.mjs';
import { packageExtension } from '../../scripts/package.mjs';
import { findChromium, launchBrowser } from './lib/browser.mjs';
import { useCliBundle } from './lib/cli.mjs';
import { printSummary } from './lib/summary.mjs';
import { runScenarios } from './lib/scenario.mjs';
import { prepareWorkspace } from './lib/workspace.mjs';
import { scenarios } from './scenarios/index.mjs';
import { languageScenarios } from './scenarios/languages.mjs';
import { registerLanguagePack, writeLanguagePack } from './lib/language-pack.mjs';
import { screenshotScenarios } from './scenarios/screenshots.mjs';
import { WEB_HOST_SETTINGS, writeHostProbe } from './lib/web-host.mjs';
import { webScenarios } from './scenarios/web.mjs';

const screenshots = process.argv.includes('--screenshots');
const web = process.argv.includes('--web');
const localeAt = process.argv.indexOf('--locale');
const locale = localeAt > 0 ? process.argv[localeAt + 1] : undefined;
const filters = process.argv
  .slice(2)
  .filter((a, i, all) => !['--screenshots', '--web', '--locale'].includes(a) && all[i - 1] !== '--locale');
const select = (list) => list.filter((s) => filters.length === 0 || filters.some((f) => s.name.includes(f)));
// Screenshots, other languages and the web run in their own folder, so they do not disturb a test run in progress.
const root = locale
  ? path.join(E2E_ROOT, `locale-${locale}`)
  : screenshots
    ? path.join(E2E_ROOT, 'screenshots')
    : web
      ? path.join(E2E_ROOT, 'web')
      : E2E_ROOT;
const phases = [];
const phase = async (name, work) => {
  const t0 = Date.now();
  const value = await work();
  phases.push({ name, seconds: (Date.now() - t0) / 1000 });
  console.log(`[e2e] ${name}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return value;
};

let server;
let browser;
let results = [];
const external = new Set();
const t0 = Date.now();
try {
  findChromium();
  const bin = await phase('code-server ready', () => ensureCodeServer({ log: (l) => console.log(`[e2e] ${l}`) }));
  const vsix = await phase('package .vsix', () => {
    const file = packageExtension({ out: path.join(root, 'hex-atlas.vsix'), quiet: true });
    fs.copyFileSync(path.join(REPO_ROOT, 'dist', 'cli.js'), path.join(root, 'hex-atlas-cli.js'));
    // The CLI loads 7-Zip's WebAssembly from beside its bundle.
    fs.copyFileSync(path.join(REPO_ROOT, 'dist', '7zz.wasm'), path.join(root, '7zz.wasm'));
    useCliBundle(path.join(root, 'hex-atlas-cli.js'));
    return file;
  });
  const selected = select(
    locale
      ? languageScenarios(locale, { screenshots })
      : screenshots
        ? screenshotScenarios
        : web
          ? webScenarios()
          : scenarios(),
  );
  const ws = await phase('generate workspace', () =>
    // The web run's scenarios use Spring maps only.
    prepareWorkspace(path.join(root, 'workspace'), { large: !screenshots && !web, only: web ? ['smf'] : undefined }),
  );
  // The extension-host suite (scenarios/api-suite.mjs) reads its expectations from this file.
  const expectations = path.join(root, 'expectations.json');
  fs.writeFileSync(expectations, JSON.stringify(ws, null, 2));
  const profile = createProfile(
    path.join(root, 'run'),
    { HEX_ATLAS_EXPECTATIONS: expectations },
    web ? WEB_HOST_SETTINGS : {},
  );
  await phase('install extension', () => installExtension(bin, profile, vsix));
  if (web) await phase('install host probe', () => installExtension(bin, profile, writeHostProbe(root)));
  // Another display language needs a language pack for it (lib/language-pack.mjs says why).
  if (locale)
    await phase('install language pack', () => {
      installExtension(bin, profile, writeLanguagePack(root, locale));
      registerLanguagePack(profile, locale);
    });
  server = await phase('code-server cold start', () => startCodeServer(bin, profile, { locale }));
  stopOnSignals(server, () => browser?.close().catch(() => {}));
  browser = await phase('launch Chromium', () => launchBrowser(profile.env));
  console.log(`[e2e] ${selected.length} scenarios on ${server.url}`);
  // Screenshots show the window size people work at (1600x1000, the Explorer open beside the editor).
  const viewport = screenshots ? { width: 1600, height: 1000 } : undefined;
  const logs = path.join(profile.dirs.userData, 'logs');
  const artifacts = path.join(root, 'artifacts');
  results = await runScenarios(selected, { browser, server, ws, external, artifacts, logs, viewport });
} catch (e) {
  console.error(`[e2e] setup failed: ${e.message}`);
  results.push({ name: 'setup', status: 'fail', seconds: 0, detail: e.message, metrics: [] });
} finally {
  await browser?.close().catch(() => {});
  if (server) await phase('stop code-server', () => server.stop());
}

const failed = printSummary({ phases, results, external, seconds: (Date.now() - t0) / 1000 });
process.exit(failed ? 1 : 0);
