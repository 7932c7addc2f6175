// Validation on worker threads: the bundled CLI starts copies of itself as workers (index.ts tells them apart by
// workerData), hands each one file at a time through the shared worker pool and reports results in the order the
// files were given.
import { parentPort } from 'node:worker_threads';
import { runPool } from '../../channel/pool';
import { serve, WorkerPool } from '../../channel/worker-pool';
import { Target } from '../../check/collect';
import { FileResult, checkFile } from '../../check/check-file';

export const workerRole = 'hex-atlas-validate';

/** What the CLI's validation workers answer. */
interface ValidateChannel {
  check: { req: { target: Target }; res: FileResult };
}

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
  const pool = new WorkerPool<ValidateChannel>(workerScript, threads, { role: workerRole });
  const done: (FileResult | undefined)[] = new Array(targets.length);
  let reported = 0;
  let fault: Error | undefined;
  try {
    await runPool(
      targets.map((target, index) => ({ target, index })),
      {
        size: threads,
        run: ({ target }, slot) => pool.run({ kind: 'check', target }, slot),
        done: ({ target, index }, outcome) => {
          if ('error' in outcome) {
            fault ??= new Error(`validating ${target.file}: ${outcome.error.message}`);
            pool.stop(fault.message);
            return;
          }
          done[index] = outcome.result;
          while (reported < targets.length && done[reported]) {
            report(done[reported]!);
            done[reported++] = undefined;
          }
        },
        cancelled: () => fault !== undefined,
      },
    );
  } finally {
    pool.stop();
  }
  if (fault) throw fault;
}

/** The worker side: check each file it is sent. */
export function serveWorker(): void {
  serve<ValidateChannel>(parentPort!, { check: ({ target }) => checkFile(target) });
}
