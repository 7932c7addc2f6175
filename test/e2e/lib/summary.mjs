// The closing report of an e2e run: phases, one line per scenario, measured figures, offline check.
import { label } from './scenario.mjs';

/** Prints the summary; returns true when anything failed. */
export function printSummary({ phases, results, external, seconds }) {
  const lines = ['', '=== e2e summary'];
  for (const p of phases) lines.push(`  ${p.name.padEnd(28)} ${p.seconds.toFixed(1).padStart(6)} s`);
  lines.push('');
  const width = Math.max(10, ...results.map((r) => r.name.length));
  for (const r of results) {
    const why = r.status === 'pass' ? '' : `  ${r.status === 'skip' ? 'skipped: ' : ''}${r.detail.split('\n')[0]}`;
    lines.push(`  ${label(r.status)}  ${r.name.padEnd(width)} ${r.seconds.toFixed(1).padStart(6)} s${why}`);
  }
  const measured = results.filter((r) => r.metrics.length);
  if (measured.length) lines.push('', '  measured:');
  for (const r of measured) {
    lines.push(`    ${r.name}`);
    for (const m of r.metrics) lines.push(`      ${m.name} = ${format(m.value)}${m.unit ? ` ${m.unit}` : ''}`);
  }
  if (external.size)
    lines.push(
      '',
      `  requests that left loopback (${external.size}):`,
      ...[...external].slice(0, 10).map((u) => `    ${u}`),
    );
  const count = (s) => results.filter((r) => r.status === s).length;
  const failed = count('fail') > 0 || results.length === 0;
  lines.push(
    '',
    `  ${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped in ${seconds.toFixed(1)} s: ${failed ? 'FAIL' : 'ok'}`,
  );
  console.log(lines.join('\n'));
  return failed;
}

function format(v) {
  return typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(1)) : String(v);
}
