// Runs a list of UI tests against one harness page: each must leave no console or page errors. Exit code = failures.
import assert from 'node:assert/strict';
import { startHarness, type Harness } from './harness';

export type UiTest = [name: string, fn: (h: Harness, errors: string[]) => Promise<void>];

/** A test still running after this has stalled (waiting on a page that will not answer): it fails, the rest run. */
const testTimeout = 120_000;

function withinTime(run: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no end after ${ms / 1000} s`)), ms);
  });
  return Promise.race([run, stalled]).finally(() => clearTimeout(timer));
}

/**
 * `errors` collects the console and page errors of the editors a test opens (pass it to `Editor.errors`).
 * `notes` (figures measured along the way) are printed before the summary.
 */
export async function runUiTests(
  title: string,
  tests: UiTest[],
  notes: () => string[] = () => [],
  only = process.argv[2],
): Promise<void> {
  const h = await startHarness();
  const t0 = Date.now();
  let failed = 0;
  let passed = 0;
  for (const [name, fn] of tests) {
    if (only && !name.includes(only)) continue;
    const errors: string[] = [];
    const started = Date.now();
    try {
      await withinTime(fn(h, errors), testTimeout);
      assert.deepEqual(errors, [], 'errors in the page console');
      passed++;
      console.log(`  ok   ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(`  FAIL ${name}\n       ${(e as Error).stack?.split('\n').slice(0, 6).join('\n       ')}`);
    }
  }
  await h.close();
  const measured = notes();
  if (measured.length) console.log(`\nmeasured:\n${measured.map((m) => '  ' + m).join('\n')}`);
  console.log(`\n${title}: ${passed} passed, ${failed} failed (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  process.exit(failed ? 1 : 0);
}
