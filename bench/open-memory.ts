// The memory of opening a file read in pages as the editor opens it, in this process: the host's analysis runner and
// its parse worker thread (`--worker W`, a build's dist/parse-worker.js), the tree's first rows, then the picture
// pane's first picture at the scale a pane shows a plan (0.3 screen pixels per picture pixel). RSS of the process
// (host + worker) above what it held before: 1.5 s after the tree, as bench:editor reads the extension host, at its
// peak, and at rest 2 s after the picture.
import { setTimeout as delay } from 'node:timers/promises';
import { openRegularFile } from '../src/platform/node/regular-file';
import { fileRunner, vmHwm, workerBytes } from './edit-cost';

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

export async function measureOpenMemory(file: string, worker: string): Promise<OpenMemory> {
  const { runner, changed } = fileRunner(file, worker);
  const { handle, size } = await openRegularFile(file);
  const before = rss();
  try {
    const t0 = performance.now();
    runner.run(workerBytes([{ fd: handle.fd, from: 0, length: size }], { whole: 0 }));
    while (!runner.tree) {
      if (runner.state.phase === 'failed') throw new Error(`${file}: ${runner.state.message}`);
      await changed();
    }
    const treeMs = performance.now() - t0;
    const picture = (async () => {
      const [first] = await runner.query({ kind: 'pictures' });
      if (first) await runner.query({ kind: 'picture', name: first.name, mip: 0, step: 1, scale: 0.3 });
      return performance.now() - t0;
    })();
    await delay(1500);
    const afterTreeBytes = rss() - before;
    const pictureMs = await picture;
    await delay(2000);
    return { treeMs, afterTreeBytes, pictureMs, peakBytes: vmHwm() - before, restBytes: rss() - before };
  } finally {
    runner.dispose();
    await handle.close();
  }
}
