// `hex-atlas validate`: files and folders checked (on worker threads with --jobs), reported as text, JSON, SARIF
// or GitHub annotations; a summary line on stderr.
import os from 'node:os';
import { UsageError, choiceFlag, intFlag } from '../args';
import { Command, usageExit } from '../command';
import { CheckedResult } from '../../check/check-file';
import { collectTargets } from '../../check/collect';
import { githubReporter } from '../validate/github';
import { checkAll } from '../validate/pool';
import { Progress } from '../validate/progress';
import { ReporterFactory, jsonReporter, textReporter } from '../validate/reporter';
import { sarifReporter } from '../validate/sarif';
import { parseShard, pickShard, targetSizes } from '../validate/shard';
import { counted, english, joined, msg, render } from '../../core/translatable';
import { GAMES } from '../../archives/map/check-map-archive';
import { PROFILES, underProfile } from '../../archives/profiles';

const reporters: Record<string, ReporterFactory> = {
  text: textReporter,
  json: jsonReporter,
  sarif: sarifReporter,
  github: githubReporter,
};
const formatNames = Object.keys(reporters);
/** Outputs read by people, in their language; the others are English unless --lang asks (src/cli/language.ts). */
const forPeople = new Set(['text', 'github']);

export const validateCommand: Command = {
  name: 'validate',
  summary: msg`check files and folders; list every diagnostic`,
  usage:
    '<file|folder>... [--format text|json|sarif|github] [--all] [--jobs N] [--shard I/N] ' +
    '[--archive-budget MB] [--game bar|zk] [--metal-tolerance PERCENT] [--profile bar]',
  details: [
    joined(
      msg`Folders are searched recursively (not .git or node_modules) for files a format claims by `,
      msg`name and for map archives (.sd7, .sdz, .sdd folders); --all also checks every other file `,
      msg`whose bytes a format recognises. Each map in an archive is validated with its tile files `,
      msg`from the archive and named \`ARCHIVE!inner/path\`; a file given by name that no format `,
      msg`recognises is a core.unrecognised warning. Text lines read \`file:0xOFFSET: severity code `,
      msg`message\`. A summary (files, errors, warnings, seconds) goes to stderr, and a progress line `,
      msg`every ten seconds once the run has taken more than one.`,
    ),
  ],
  options: [
    { name: 'format', value: 'FORMAT', help: msg`output: ${formatNames.join(', ')} (default text)` },
    { name: 'json', help: msg`the same as --format json` },
    { name: 'all', help: msg`in folders, sniff every file, not only the ones a format claims by name` },
    {
      name: 'jobs',
      value: 'N',
      help: msg`worker threads (default: the machine's cores, here ${os.availableParallelism()})`,
    },
    {
      name: 'shard',
      value: 'I/N',
      help: msg`check only part I of N (parts balanced by bytes; every file is in exactly one), for CI runners`,
    },
    {
      name: 'archive-budget',
      value: 'MB',
      help: msg`bytes one map archive's validation may unpack in all (default 1024; past it: archive.budget-exceeded)`,
    },
    {
      name: 'game',
      value: 'GAME',
      help: msg`movement classes a map's start positions are checked for: ${GAMES.join(', ')} (default bar)`,
    },
    {
      name: 'metal-tolerance',
      value: 'PERCENT',
      help: msg`how much less metal the poorest start may have than the richest (smf.metal-imbalance; default 10)`,
    },
    {
      name: 'profile',
      value: 'PROFILE',
      help: msg`a publishing pipeline's verdict: what it refuses a map for is an error (bar: Beyond All Reason)`,
    },
  ],
  exitCodes: [[0, msg`no errors (warnings allowed)`], [1, msg`a file has an error`], usageExit],
  async run(args, { out, err, lang }) {
    if (args.positional.length === 0) throw new UsageError(msg`no file or folder given`);
    const format = args.flags.has('json') ? 'json' : choiceFlag(args, 'format', formatNames, 'text');
    const jobs = intFlag(args, 'jobs', os.availableParallelism());
    if (jobs < 1) throw new UsageError(msg`--jobs must be at least 1`);
    const started = performance.now();
    const shardText = args.flags.get('shard');
    const shard = typeof shardText === 'string' ? parseShard(shardText) : undefined;
    const archiveBudgetMB = intFlag(args, 'archive-budget', 0);
    const profileName = args.flags.has('profile') ? choiceFlag(args, 'profile', Object.keys(PROFILES), 'bar') : '';
    const profile = profileName ? PROFILES[profileName] : undefined;
    const game = profile?.game ?? choiceFlag(args, 'game', GAMES, 'bar');
    const metalTolerance = args.flags.has('metal-tolerance') ? intFlag(args, 'metal-tolerance', 0) : undefined;
    const found = (await collectTargets(args.positional, args.flags.has('all'))).map((t) => ({
      ...t,
      game,
      ...(archiveBudgetMB > 0 && { archiveBudgetMB }),
      ...(metalTolerance !== undefined && { metalTolerance }),
    }));
    const targets = shard ? pickShard(found, await targetSizes(found), shard) : found;
    const human = lang?.human ?? english;
    const reporter = reporters[format](out, forPeople.has(format) ? human : (lang?.machine ?? english));
    const progress = new Progress(targets.length, err, undefined, human);
    let files = 0;
    let errors = 0;
    let warnings = 0;
    let unreadable = 0;
    const report = (f: CheckedResult, parent?: string) => {
      files++;
      const diagnostics = profile ? underProfile(f.diagnostics, profile) : f.diagnostics;
      for (const d of diagnostics) {
        if (d.severity === 'error') errors++;
        else if (d.severity === 'warning') warnings++;
      }
      reporter.file({ file: f.file, format: f.format, size: f.size, diagnostics, parent });
      for (const i of f.inner ?? []) report(i, f.file);
    };
    await checkAll(targets, jobs, (r) => {
      const errorsBefore = errors;
      if ('unreadable' in r) {
        err(`hex-atlas: ${render(r.unreadable, human)}`);
        unreadable++;
      } else if (!('skipped' in r)) report(r);
      progress.checked(errors - errorsBefore);
    }).finally(() => progress.stop());
    reporter.end();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const counts = msg`${counted(files, 'file')}, ${counted(errors, 'error')}, ${counted(warnings, 'warning')}`;
    err(render(msg`${counts}, ${seconds} s`, human));
    return unreadable > 0 ? 2 : errors > 0 ? 1 : 0;
  },
};
