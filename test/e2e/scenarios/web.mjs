// `node test/e2e/run.mjs --web`: Hex Atlas in VS Code's Web Worker extension host (lib/web-host.mjs says how it is
// put there). First the proof that it runs there, then the scenarios that make sense on the web, the same ones the
// desktop run has: a map and archives open, tree and hex are linked, Problems, Fix (saved), a picture, Compare.
import { reportHost } from '../lib/web-host.mjs';
import { assert } from '../lib/scenario.mjs';
import { archiveOpenScenario } from './archives.mjs';
import { fixScenario } from './fix.mjs';
import { importPictureScenario } from './import-picture.mjs';
import { openFormatScenario } from './open-formats.mjs';
import { problemsScenario } from './problems.mjs';
import { clickNodeScenario, hoverByteScenario } from './tree-hex.mjs';
import { compareScenario } from './workspace.mjs';

export const webWorkerHostScenario = {
  name: 'web: Hex Atlas runs in the Web Worker extension host, without process or fs',
  async run({ wb, ws, log }) {
    const report = await reportHost(wb, ws.dir);
    log(`extension host: ${JSON.stringify(report)}`);
    assert(report.hexAtlas, 'Hex Atlas is not in the Web Worker extension host (the probe cannot see it there)');
    assert(report.hexAtlas.active, 'Hex Atlas is in the Web Worker extension host but not active');
    assert(report.hexAtlas.browser, 'the installed Hex Atlas has no browser entry');
    assert(report.webWorker, 'the probe does not run in a Web Worker');
    assert(
      report.process === 'undefined',
      `process is defined where Hex Atlas runs (typeof process: ${report.process})`,
    );
    assert(report.requireFs.startsWith('throws'), `require('fs') works where Hex Atlas runs (${report.requireFs})`);
  },
};

export function webScenarios() {
  return [
    webWorkerHostScenario,
    openFormatScenario('smf'),
    clickNodeScenario('smf'),
    hoverByteScenario('smf'),
    problemsScenario('smf'),
    // Also the save: VS Code in a browser saves after a delay, and the bytes are read back from the disk.
    fixScenario,
    importPictureScenario,
    archiveOpenScenario('sd7'),
    archiveOpenScenario('sdz'),
    compareScenario,
  ];
}
