// Preloaded (node --require) into every process the floor comparison times: when the process exits, its CPU time
// and RSS high-water mark go to the file HEX_ATLAS_BENCH_USAGE names (a parent cannot read a child's rusage in Node).
const fs = require('node:fs');
const { isMainThread } = require('node:worker_threads');

const out = process.env.HEX_ATLAS_BENCH_USAGE;
if (out && isMainThread)
  process.on('exit', () => {
    const u = process.resourceUsage();
    fs.writeFileSync(
      out,
      JSON.stringify({ cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000, maxRssBytes: u.maxRSS * 1024 }),
    );
  });
