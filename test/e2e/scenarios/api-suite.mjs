// The extension-host suite of `npm run test:vscode` (test/vscode/suite.cjs), run offline: a second workbench
// window loads this folder as a development extension with the suite as its tests (VS Code's web `payload`
// parameters), so the API-level checks run here too and cannot rot where VS Code cannot be downloaded.
import path from 'node:path';
import { REPO_ROOT } from '../../../scripts/lib/code-server-install.mjs';
import { assert } from '../lib/scenario.mjs';

const SUITE = path.join(REPO_ROOT, 'test', 'vscode', 'suite.cjs');
// The suite's last line: "  9 passed, 0 failed, 0 skipped".
const SUMMARY = /(\d+) passed, (\d+) failed, (\d+) skipped/;
const RESULT = /\b(pass|FAIL|skip) (.+ \([\d.]+ s\).*)$/;

export const apiSuiteScenario = {
  name: 'extension-host API suite (test/vscode/suite.cjs) passes',
  async run({ wb, ws, server, log }) {
    const authority = new URL(server.url).host;
    const remote = (file) => `vscode-remote://${authority}${file}`;
    const payload = [
      ['extensionDevelopmentPath', remote(REPO_ROOT)],
      ['extensionTestsPath', remote(SUITE)],
    ];
    const page = await wb.page.context().newPage();
    const lines = [];
    try {
      const summary = new Promise((resolve) =>
        page.on('console', (m) => {
          const text = m.text();
          const result = RESULT.exec(text);
          if (result) {
            lines.push(`${result[1]} ${result[2]}`);
            log(`${result[1]} ${result[2]}`);
          }
          const done = SUMMARY.exec(text);
          if (done) resolve(done.slice(1).map(Number));
        }),
      );
      await page.goto(
        `${server.url}/?folder=${encodeURIComponent(ws.dir)}&payload=${encodeURIComponent(JSON.stringify(payload))}`,
      );
      let timer;
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the suite did not finish in 180 s; its results so far: ${lines.join('; ')}`)),
          180_000,
        );
      });
      const [passed, failed] = await Promise.race([summary, timeout]).finally(() => clearTimeout(timer));
      assert(failed === 0, `${failed} API test(s) failed: ${lines.filter((l) => l.startsWith('FAIL')).join('; ')}`);
      assert(passed > 0, 'the API suite passed no test');
    } finally {
      await page.close().catch(() => {});
    }
  },
};
