// Validation on worker threads: the bundled CLI starts copies of itself as workers (index.ts tells them apart by
// workerData), hands each one file at a time and reports results in the order the files were given.
import { Worker, parentPort } from 'node:worker_threads';
import { Target } from './collect';
import { FileResult, checkFile } from './check-file';

export const workerRole = 'hex-atlas-validate';

interface Job {
  index: number;
  target: Target;
}
type Reply = { index: number; result: FileResult } | { index: number; fault: string };

let workerScript: string | undefined;

/** Set by the bundle's entry point: the script workers run. Without it, validation stays on the main thread. */
export function useWorkerScript(file: string): void {
  workerScript = file;
}

/** Check every target with up to `jobs` threads; `report` sees the results in target order. */
export async function checkAll(
  targets: readonly Target[],
  jobs: number,
  report: (r: FileResult) => void,
): Promise<void> {
  const threads = Math.min(jobs, targets.length);
  if (threads <= 1 || !workerScript) {
    for (const t of targets) report(await checkFile(t));
    return;
  }
  const script = workerScript;
  const done: (FileResult | undefined)[] = new Array(targets.length);
  let next = 0;
  let reported = 0;
  await new Promise<void>((resolve, reject) => {
    const workers: Worker[] = [];
    const fail = (e: Error) => {
      for (const w of workers) void w.terminate();
      reject(e);
    };
    const feed = (w: Worker) => {
      if (next < targets.length) {
        const job: Job = { index: next, target: targets[next++] };
        w.postMessage(job);
      } else void w.terminate();
    };
    for (let i = 0; i < threads; i++) {
      const w = new Worker(script, { workerData: { role: workerRole } });
      workers.push(w);
      w.on('message', (m: Reply) => {
        if ('fault' in m) return fail(new Error(`validating ${targets[m.index].file}: ${m.fault}`));
        done[m.index] = m.result;
        while (reported < targets.length && done[reported]) {
          report(done[reported]!);
          done[reported++] = undefined;
        }
        if (reported === targets.length) {
          for (const other of workers) void other.terminate();
          resolve();
        } else feed(w);
      });
      w.on('error', fail);
      feed(w);
    }
  });
}

/** The worker side: check each file it is sent. */
export function serveWorker(): void {
  parentPort!.on('message', (job: Job) => {
    checkFile(job.target).then(
      (result) => parentPort!.postMessage({ index: job.index, result } satisfies Reply),
      (e) => parentPort!.postMessage({ index: job.index, fault: e instanceof Error ? e.stack : String(e) }),
    );
  });
}
