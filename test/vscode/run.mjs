// `npm run test:vscode`: the extension-host suite (suite.cjs) in a desktop VS Code downloaded by
// @vscode/test-electron. For machines that can download VS Code; offline it fails plainly rather than passing.
// On a Linux machine without a display run it under a virtual one: `xvfb-run -a npm run test:vscode`.
// `--prepare` only builds and writes the workspace and its expectations, for the "Extension Tests" launch
// configuration (.vscode/launch.json), which runs the same suite in the VS Code you are working in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { downloadAndUnzipVSCode, runTests } from '@vscode/test-electron';
import { prepareWorkspace } from '../e2e/lib/workspace.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = path.join(root, '.vscode-test');
const version = process.env.VSCODE_VERSION ?? 'stable';

const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) fail('the build failed');

const workspace = path.join(work, 'workspace');
const ws = prepareWorkspace(workspace);
const expectations = path.join(work, 'expectations.json');
fs.writeFileSync(expectations, JSON.stringify(ws, null, 2));

if (process.argv.includes('--prepare')) {
  console.log(`workspace: ${workspace}\nexpectations: ${expectations}`);
  process.exit(0);
}

let vscodeExecutablePath;
try {
  vscodeExecutablePath = await downloadAndUnzipVSCode({ version, cachePath: work, timeout: 60_000 });
} catch (e) {
  fail(
    `VS Code could not be downloaded (offline?): test:vscode did not run.\n  (${e.message.split('\n')[0]})\n` +
      '  Offline, this suite runs inside code-server as one of the scenarios of: node test/e2e/run.mjs',
  );
}

try {
  const code = await runTests({
    vscodeExecutablePath,
    extensionDevelopmentPath: root,
    extensionTestsPath: path.join(root, 'test', 'vscode', 'suite.cjs'),
    extensionTestsEnv: { HEX_ATLAS_EXPECTATIONS: expectations },
    launchArgs: [
      workspace,
      '--disable-extensions',
      '--disable-workspace-trust',
      '--skip-welcome',
      '--skip-release-notes',
      '--user-data-dir',
      path.join(work, 'user-data'),
    ],
  });
  process.exit(code);
} catch (e) {
  fail(`the extension-host suite failed: ${e.message}`);
}

function fail(message) {
  console.error(`test:vscode: ${message}`);
  process.exit(1);
}
