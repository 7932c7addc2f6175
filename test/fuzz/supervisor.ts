// Runs jobs in child processes, one job at a time per child, so a mutant that hangs or kills its process is
// caught: past its deadline the child is killed, and a child that dies takes its stderr tail with it; the job is
// tried once more in a fresh child and reported (timeout or crash) only when that fails too. A fresh child then
// takes the remaining jobs.
import { ChildProcess, fork } from 'node:child_process';
import { ChildMessage } from './child';
import { PropertyFailure } from './properties';

/** What a child is sent: anything with an id its answer carries back. */
export interface Work {
  id: number;
}

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

/** A child's answer: the input's failures and, in a guided campaign, the coverage blocks it reached. */
export interface Answer {
  failures: PropertyFailure[];
  blocks?: Float64Array;
}

type Attempt = ({ kind: 'done' } & Answer) | { kind: 'lost'; failure: PropertyFailure };

function attempt(child: Child, job: Work, deadlineMs: number): Promise<Attempt> {
  const p = child.process;
  return new Promise((resolve) => {
    const finish = (a: Attempt): void => {
      clearTimeout(timer);
      p.off('message', onMessage);
      p.off('exit', onExit);
      resolve(a);
    };
    const onMessage = (m: ChildMessage): void => {
      if ('id' in m && m.id === job.id) finish({ kind: 'done', failures: m.failures, blocks: m.blocks });
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

/**
 * Children kept across runs (a guided campaign sends one batch after another): each slot holds one child, started
 * on first use and replaced when it dies or hangs.
 */
export class Supervisor {
  private readonly children: (Child | undefined)[];

  constructor(
    private readonly spec: ChildSpec,
    workers: number,
  ) {
    this.children = new Array<Child | undefined>(Math.max(1, workers)).fill(undefined);
  }

  /** Run every job; `onResult` gets each job's answer (no failures when it passed). */
  async run<J extends Work>(
    jobs: J[],
    deadlineMs: (job: J) => number,
    onResult: (job: J, answer: Answer) => void,
  ): Promise<void> {
    // Each job goes to the child of its id's slot: a child's state (caches, code it already ran) then follows from
    // the jobs alone, not from which child was free first, and so does the coverage it measures.
    const n = this.children.length;
    const slot = async (k: number): Promise<void> => {
      for (const job of jobs.filter((j) => j.id % n === k)) {
        this.children[k] ??= await spawn(this.spec);
        let a = await attempt(this.children[k]!, job, deadlineMs(job));
        if (a.kind === 'lost') {
          // Once more in a fresh child before reporting: a real hang or crash repeats, a busy machine's stall does not.
          this.children[k] = await spawn(this.spec);
          a = await attempt(this.children[k]!, job, deadlineMs(job));
        }
        if (a.kind === 'done') {
          onResult(job, { failures: a.failures, blocks: a.blocks });
        } else {
          onResult(job, { failures: [a.failure] });
          this.children[k] = undefined;
        }
      }
    };
    await Promise.all(this.children.map((_, k) => slot(k)));
  }

  close(): void {
    for (const c of this.children) c?.process.kill();
    this.children.fill(undefined);
  }
}

/** Run every job on `workers` fresh children; `onResult` gets each job's failures (empty when it passed). */
export async function supervise<J extends Work>(
  jobs: J[],
  spec: ChildSpec,
  workers: number,
  deadlineMs: (job: J) => number,
  onResult: (job: J, failures: PropertyFailure[]) => void,
): Promise<void> {
  const pool = new Supervisor(spec, workers);
  try {
    await pool.run(jobs, deadlineMs, (job, a) => onResult(job, a.failures));
  } finally {
    pool.close();
  }
}
