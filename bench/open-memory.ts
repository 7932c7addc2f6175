// The memory of opening a file read in pages as the editor opens it, in this process: the host's analysis runner and
// its parse worker thread (`--worker W`, a build's dist/parse-worker.js), the tree's first rows, then the picture
// pane's first picture at the scale a pane shows a plan (0.3 screen pixels per picture pixel). RSS of the process
// (host + worker) above what it held before: 1.5 s after the tree, as bench:editor reads the extension host, at its
// peak, and at rest 2 s after the picture.
import fs from 'node:fs';
import path from 'node:path';
import { AnalysisRunner } from '../extension/analysis-runner';
import { threadWorkers } from '../extension/node/thread-workers';
import { siblingFiles } from '../src/core/siblings';
import { openRegularFile, readRegularFile } from '../src/platform/node/regular-file';
import { workerBytes } from './edit-cost';

export interface OpenMemory {
  treeMs: number;
  /** RSS 1.5 s after the tree's first rows. */
  afterTreeBytes: number;
  pictureMs: number;
  peakBytes: number;
  /** RSS 2 s after the picture came. */
  restBytes: number;
}

const rss = (): number => process.memoryUsage.rss();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function vmHwm(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return Number(m![1]) * 1024;
}

export async function measureOpenMemory(file: string, worker: string): Promise<OpenMemory> {
  const dir = path.dirname(file);
  const siblings = siblingFiles({
    entries: () => fs.promises.readdir(dir),
    read: (entry) => readRegularFile(path.join(dir, entry)),
  });
  let changed = (): void => {};
  const runner = new AnalysisRunner(threadWorkers(worker), path.basename(file), siblings, () => changed());
  const { handle, size } = await openRegularFile(file);
  const before = rss();
  try {
    const t0 = performance.now();
    runner.run(workerBytes([{ fd: handle.fd, from: 0, length: size }], { whole: 0 }));
    while (!runner.tree) {
      if (runner.state.phase === 'failed') throw new Error(`${file}: ${runner.state.message}`);
      await new Promise<void>((resolve) => (changed = resolve));
    }
    const treeMs = performance.now() - t0;
    const picture = (async () => {
      const [first] = await runner.query({ kind: 'pictures' });
      if (first) await runner.query({ kind: 'picture', name: first.name, mip: 0, step: 1, scale: 0.3 });
      return performance.now() - t0;
    })();
    await sleep(1500);
    const afterTreeBytes = rss() - before;
    const pictureMs = await picture;
    await sleep(2000);
    return { treeMs, afterTreeBytes, pictureMs, peakBytes: vmHwm() - before, restBytes: rss() - before };
  } finally {
    runner.dispose();
    await handle.close();
  }
}
