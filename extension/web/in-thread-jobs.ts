// The web build's job "workers": Compare answered in the extension host's own thread, from bytes the host read
// through VS Code's file system. Validate Workspace reads the files itself on the local disk, which the web does not
// have: it is refused with the reason.
import * as vscode from 'vscode';
import { answer, type Handlers } from '../../src/channel/channel';
import type { JobRunner } from '../../src/channel/job-runner';
import { compareJob, formatPatterns } from '../../src/workspace/job-answers';
import type { JobChannel } from '../../src/workspace/job-protocol';

/** The reason a job that reads the local disk is refused on the web. */
export const notOnTheWeb = (): string =>
  vscode.l10n.t('Validate Workspace reads files from a local disk, which the web build does not have.');

export function inThreadJobs(): JobRunner<JobChannel> {
  const handlers: Handlers<JobChannel> = {
    patterns: formatPatterns,
    validate: () => {
      throw new Error(notOnTheWeb());
    },
    compare: (job) =>
      compareJob(job, async (input) => {
        if (typeof input === 'string') throw new Error(notOnTheWeb());
        return input;
      }),
  };
  return { size: 1, run: (req) => answer(handlers, req) as never, stop: () => undefined };
}
