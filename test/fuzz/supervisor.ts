// Runs jobs in child processes, one job at a time per child, so a mutant that hangs or kills its process is
// caught: past its deadline the child is killed, and a child that dies takes its stderr tail with it; the job is
// tried once more in a fresh child and reported (timeout or crash) only when that fails too. A fresh child then
// takes the remaining jobs.
import { ChildProcess, fork } from 'node:child_process';
import { ChildMessage } from './child';
import { Job } from './job';
import { PropertyFailure } from './properties';

export interface ChildSpec {
  /** A bundled script that calls serveJobs() when started with these arguments. */
  script: string;
  args: string[];
  /** V8 heap limit of a child: a runaway allocation ends there as a crash instead of swapping the machine. */
  heapLimitMb?: number;
}

interface Child {
  process: ChildProcess;
  stderr: () => string;
}

const STDERR_TAIL = 4000;

function spawn(spec: ChildSpec): Promise<Child> {
  const p = fork(spec.script, spec.args, {
    execArgv: ['--enable-source-maps', `--max-old-space-size=${spec.heapLimitMb ?? 4096}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let tail = '';
  p.stderr!.on('data', (d: Buffer) => {
    tail = (tail + d.toString()).slice(-STDERR_TAIL);
  });
  const child = { process: p, stderr: () => tail };
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`fuzz child exited on start (${signal ?? code}): ${tail}`));
    p.once('exit', onExit);
    p.once('message', () => {
      p.off('exit', onExit);
      resolve(child);
    });
  });
}

type Attempt = { kind: 'done'; failures: PropertyFailure[] } | { kind: 'lost'; failure: PropertyFailure };

function attempt(child: Child, job: Job, deadlineMs: number): Promise<Attempt> {
  const p = child.process;
  return new Promise((resolve) => {
    const finish = (a: Attempt): void => {
      clearTimeout(timer);
      p.off('message', onMessage);
      p.off('exit', onExit);
      resolve(a);
    };
    const onMessage = (m: ChildMessage): void => {
      if ('id' in m && m.id === job.id) finish({ kind: 'done', failures: m.failures });
    };
    const onExit = (code: number | null, signal: string | null): void => {
      finish({
        kind: 'lost',
        failure: {
          property: 'crash',
          message: `process died (${signal ?? `exit ${code}`}): ${child.stderr().trim().split('\n').slice(-6).join('\n')}`,
        },
      });
    };
    const timer = setTimeout(() => {
      p.off('exit', onExit);
      p.kill('SIGKILL');
      finish({ kind: 'lost', failure: { property: 'timeout', message: `no answer within ${deadlineMs} ms (killed)` } });
    }, deadlineMs);
    p.on('message', onMessage);
    p.once('exit', onExit);
    p.send(job);
  });
}

/** Run every job on `workers` children; `onResult` gets each job's failures (empty when it passed). */
export async function supervise(
  jobs: Job[],
  spec: ChildSpec,
  workers: number,
  deadlineMs: (job: Job) => number,
  onResult: (job: Job, failures: PropertyFailure[]) => void,
): Promise<void> {
  const queue = [...jobs];
  const slot = async (): Promise<void> => {
    let child: Child | undefined;
    try {
      for (let job = queue.shift(); job; job = queue.shift()) {
        child ??= await spawn(spec);
        let a = await attempt(child, job, deadlineMs(job));
        if (a.kind === 'lost') {
          // Once more in a fresh child before reporting: a real hang or crash repeats, a busy machine's stall does not.
          child = await spawn(spec);
          a = await attempt(child, job, deadlineMs(job));
        }
        if (a.kind === 'done') {
          onResult(job, a.failures);
        } else {
          onResult(job, [a.failure]);
          child = undefined;
        }
      }
    } finally {
      child?.process.kill();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, slot));
}
