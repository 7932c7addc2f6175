// Runs e2e scenarios one by one in one workbench page on the shared code-server, and reports
// pass / FAIL / skip with seconds. A skip always carries its reason and is never counted as a pass.
import fs from 'node:fs';
import path from 'node:path';
import { newContext } from './browser.mjs';
import { HostErrors } from './host-errors.mjs';
import { Workbench } from './workbench.mjs';

export class Skip extends Error {}

/** Ends a scenario as skipped (e.g. "generator not available"). */
export function skip(reason) {
  throw new Skip(reason);
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * `scenarios`: [{ name, run(t) }], where `t` = { wb, ws, server, metric(name, value, unit), log }.
 * Returns one result per scenario: { name, status: 'pass'|'fail'|'skip', seconds, detail, metrics }. `logs`: the
 * profile's logs folder; a scenario after which the extension host's log or the page's console holds an error
 * fails with them.
 */
export async function runScenarios(scenarios, { browser, server, ws, artifacts, external, logs, viewport }) {
  const context = await newContext(browser, external, viewport);
  const errors = new HostErrors(logs);
  // One workbench for all scenarios (a load costs many seconds); each starts from no open editors, and a
  // failed scenario leaves behind a reloaded page rather than whatever state it broke.
  let wb;
  const results = [];
  for (const scenario of scenarios) {
    const t0 = Date.now();
    const result = { name: scenario.name, status: 'pass', detail: '', metrics: [] };
    try {
      if (!wb) {
        wb = await Workbench.open(context, server, ws.dir);
        errors.watch(wb.page);
      }
      await wb.reset();
      errors.mark();
      await scenario.run({
        wb,
        ws,
        server,
        metric: (name, value, unit) => result.metrics.push({ name, value, unit }),
        log: (line) => console.log(`    ${line}`),
      });
      // Closing its editors is part of the scenario: disposing a document must log nothing either.
      await wb.closeAllEditors();
      // The extension host logs a rejection nobody handled a second after it happened.
      await wb.page.waitForTimeout(1500);
      const logged = errors.take();
      if (logged.length) throw new Error(`errors logged:\n${logged.join('\n')}`);
    } catch (e) {
      if (e instanceof Skip) {
        result.status = 'skip';
        result.detail = e.message;
      } else {
        result.status = 'fail';
        result.detail = e.message
          .split('\n')
          .slice(0, e.message.startsWith('errors logged') ? 40 : 6)
          .join('\n');
        if (wb) {
          const shot = path.join(artifacts, `${slug(scenario.name)}.png`);
          fs.mkdirSync(artifacts, { recursive: true });
          await wb.screenshot(shot).then(
            () => {
              result.detail += `\n(screenshot: ${shot})`;
            },
            () => {},
          );
          await wb.page.close().catch(() => {});
          wb = undefined;
        }
      }
    }
    result.seconds = (Date.now() - t0) / 1000;
    console.log(
      `  ${label(result.status)} ${result.name} (${result.seconds.toFixed(1)} s)${result.detail ? `\n      ${result.detail.replace(/\n/g, '\n      ')}` : ''}`,
    );
    results.push(result);
  }
  await context.close().catch(() => {});
  return results;
}

export function label(status) {
  return { pass: 'pass', fail: 'FAIL', skip: 'skip' }[status];
}

function slug(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
