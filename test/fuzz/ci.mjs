// The short fuzz pass `npm test` runs: fixed seeds, every registered format, exit 1 on any failure.
// Builds dist/fuzz.js first when it is missing (npm test builds anyway).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('dist/fuzz.js')) {
  const b = spawnSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const r = spawnSync('node', ['dist/fuzz.js', '--ci', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);
