// `npm run bench -- --hostile [--cli PATH]`: every case of the hostile corpus (test/hostile/corpus.ts) run once as
// a child `hex-atlas` process, its exit status, peak RSS, CPU and wall time printed as a table. --cli runs another
// build's entry point (an older checkout's bin/hex-atlas.js) for a before/after comparison; such a run is stopped at
// 3 GiB of RSS or 60 s, and the table says so.
import { hostileCases } from '../test/hostile/corpus';
import { runHostileCase } from '../test/hostile/run-case';

export async function hostileText(cli: string | undefined): Promise<string> {
  const rows = [['case', 'exit', 'peak RSS MiB', 'CPU s', 'wall s']];
  for (const c of hostileCases) {
    const r = await runHostileCase(c, cli ? { cli, ceilingMB: 3072, timeoutMs: 60_000 } : {});
    const stopped = r.killed ? ` (stopped: ${r.killed})` : '';
    rows.push([
      c.name,
      `${r.code ?? 'killed'}${stopped}`,
      r.peakRssMB.toFixed(0),
      Number.isNaN(r.cpuSeconds) ? '-' : r.cpuSeconds.toFixed(2),
      r.wallSeconds.toFixed(2),
    ]);
    console.error(rows[rows.length - 1].join(' | '));
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  '))
    .join('\n');
}
