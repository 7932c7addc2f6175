// Hex Atlas in VS Code's Web Worker extension host, as on vscode.dev, inside code-server.
//
// code-server runs an extension that has both `main` and `browser` in its Node extension host (VS Code deduces
// ["workspace", "web"] and prefers the workspace). The user setting `remote.extensionKind` overrides the deduction
// and is read without being checked against its schema's enum, so ["web"] leaves one choice: the browser's Web
// Worker host, which loads the `browser` entry from the server (VS Code 1.100,
// src/vs/workbench/services/extensions/common/extensionManifestPropertiesService.ts: getExtensionKind, and
// extensionRunningLocationTracker.ts: pickRunningLocation).
//
// Where an extension runs is proved from inside its host by a probe extension (browser entry only, so it can only
// run in a Web Worker host): its command finds Hex Atlas through vscode.extensions.getExtension, which returns
// only extensions of the caller's own host, and reports what that host offers (`process`, `require('fs')`).
import fs from 'node:fs';
import path from 'node:path';
import { writeVsix } from './vsix.mjs';

const HEX_ATLAS_ID = 'hex-atlas.hex-atlas';
const PROBE = { publisher: 'hex-atlas-test', name: 'host-probe' };

/** User settings that run Hex Atlas in the Web Worker extension host. */
export const WEB_HOST_SETTINGS = { 'remote.extensionKind': { [HEX_ATLAS_ID]: ['web'] } };

/** The probe's command, as the palette lists it. */
const PROBE_COMMAND = 'Hex Atlas Test: Report Extension Host';
/** The file, in the first workspace folder, the probe writes its report to. */
const PROBE_REPORT = 'host-report.json';

// Runs in the extension host: only `vscode` can be required there on the web, so anything else must fail.
const probeSource = `const vscode = require('vscode');
exports.activate = (context) => {
  context.subscriptions.push(
    vscode.commands.registerCommand('hexAtlasTest.reportHost', async () => {
      const hexAtlas = vscode.extensions.getExtension(${JSON.stringify(HEX_ATLAS_ID)});
      if (hexAtlas) await hexAtlas.activate();
      let requireFs;
      try {
        requireFs = typeof require('fs').readFileSync;
      } catch (e) {
        requireFs = 'throws: ' + e.message;
      }
      const report = {
        process: typeof process,
        requireFs,
        webWorker: typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope,
        uiKind: vscode.env.uiKind === vscode.UIKind.Web ? 'web' : 'desktop',
        hexAtlas: hexAtlas ? { active: hexAtlas.isActive, browser: hexAtlas.packageJSON.browser ?? null } : null,
      };
      const folder = vscode.workspace.workspaceFolders[0].uri;
      const file = vscode.Uri.joinPath(folder, ${JSON.stringify(PROBE_REPORT)});
      await vscode.workspace.fs.writeFile(file, new TextEncoder().encode(JSON.stringify(report)));
    }),
  );
};
`;

/** Writes the probe's .vsix into `dir`; returns its path. */
export function writeHostProbe(dir) {
  const manifest = {
    ...PROBE,
    displayName: 'Hex Atlas test: extension host probe',
    version: '1.0.0',
    engines: { vscode: '^1.100.0' },
    categories: ['Testing'],
    browser: './probe.js',
    contributes: {
      commands: [
        {
          command: 'hexAtlasTest.reportHost',
          title: PROBE_COMMAND.replace(/^Hex Atlas Test: /, ''),
          category: 'Hex Atlas Test',
        },
      ],
    },
  };
  return writeVsix(dir, manifest, { 'probe.js': probeSource });
}

/** Runs the probe's command in the workbench `wb` and returns its report (the file is removed after reading). */
export async function reportHost(wb, folder, timeout = 30_000) {
  const file = path.join(folder, PROBE_REPORT);
  fs.rmSync(file, { force: true });
  await wb.command(PROBE_COMMAND);
  // The server may create the file before it writes the report into it: read until the report is whole.
  for (const deadline = Date.now() + timeout; ; await wb.page.waitForTimeout(100)) {
    const report = wholeReport(file);
    if (report) {
      fs.rmSync(file);
      return report;
    }
    if (Date.now() > deadline) throw new Error(`the probe wrote no whole ${PROBE_REPORT} within ${timeout / 1000} s`);
  }
}

/** The report in `file`, or undefined while the file is absent or not yet all written. */
function wholeReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
