// Preloaded (node --require) into every process the floor comparison times: when the process exits, its CPU time
// and peak RSS go to the file HEX_ATLAS_BENCH_USAGE names (a parent cannot read a child's rusage in Node).
// Peak RSS comes from VmHWM in /proc: the rusage figure survives fork and exec, so it would report the parent's.
const fs = require('node:fs');
const { isMainThread } = require('node:worker_threads');

function peakRssBytes() {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) * 1024;
  } catch {
    // not Linux: fall back to rusage
  }
  return process.resourceUsage().maxRSS * 1024;
}

const out = process.env.HEX_ATLAS_BENCH_USAGE;
if (out && isMainThread)
  process.on('exit', () => {
    const u = process.resourceUsage();
    fs.writeFileSync(
      out,
      JSON.stringify({ cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000, maxRssBytes: peakRssBytes() }),
    );
  });
