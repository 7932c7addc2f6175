// `node test/e2e/run.mjs --locale pl`: VS Code started in another display language (code-server's --locale, with
// no language pack installed). The extension's command titles come from package.nls.<locale>.json, its problems and
// its editor page from l10n/bundle.l10n.<locale>.json; the expectations are read from those files and from the CLI
// asked for the same language. With --screenshots, the README's picture of the translated editor.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../../scripts/lib/code-server-install.mjs';
import { cli } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';
import { goToRecordScenario } from './keyboard.mjs';

const json = (file) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'));

export function languageScenarios(locale, { screenshots }) {
  const nls = json(`package.nls.${locale}.json`);
  const bundle = json(`l10n/bundle.l10n.${locale}.json`);
  const list = [commandTitles(locale, nls), problems(locale, bundle), goToRecordScenario(locale, { nls, bundle })];
  if (screenshots) list.push(screenshot(locale));
  return list;
}

/** The palette finds the extension's commands by their translated titles (ones enabled without an open editor). */
function commandTitles(locale, nls) {
  return {
    name: `${locale}: the command palette shows the translated command titles`,
    async run({ wb, log }) {
      for (const key of ['command.reopenWith', 'command.validateWorkspace', 'command.importBookmarks']) {
        const title = nls[key].replace(/…$/, '');
        const row = wb.page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
        // Asked again while the workbench is still registering the extension's contributions.
        for (let attempt = 1; ; attempt++) {
          await wb.quickInput('F1', `>${title}`);
          try {
            await row.waitFor({ timeout: 5_000 });
            break;
          } catch (e) {
            if (attempt === 6) throw e;
            await wb.page.keyboard.press('Escape');
          }
        }
        log(`palette: ${(await row.innerText()).split('\n')[0]}`);
      }
      await wb.page.keyboard.press('Escape');
    },
  };
}

/** A broken map: Problems, the status line and the page's own labels speak the language; the codes do not change. */
function problems(locale, bundle) {
  return {
    name: `${locale}: a broken map's problems and the editor page are translated`,
    async run({ wb, ws, log }) {
      const broken = ws.broken.smf;
      if (!broken || broken.unavailable) skip(broken?.unavailable ?? 'no broken smf file');
      const r = cli(['validate', path.join(ws.dir, broken.file), '--json', '--lang', locale]);
      const expected = JSON.parse(r.stdout);
      assert(expected.length > 0, `the CLI reports nothing for ${broken.file}`);
      const english = new Set(broken.diagnostics.map((d) => d.message));
      // One whose words are plain text: a damaged magic quotes the file's bytes as escapes.
      const translated = expected.find((d) => !english.has(d.message) && !/[\\\u0080-\u00ff]/.test(d.message));
      assert(translated, `no message of ${broken.file} differs from English in ${locale}`);
      await wb.openFile(broken.file);
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      await wb.showProblems();
      const row = await wb.problemRow(translated.message.slice(0, 40));
      const text = await row.innerText();
      assert(text.includes(translated.code), `the Problems row "${text}" lacks the code ${translated.code}`);
      log(`Problems: ${text.replace(/\s+/g, ' ')}`);
      const problemsTitle = editor.frame.locator('.problems-title');
      await waitForText(problemsTitle, new RegExp(`^${bundle['Problems']} \\(`), 'the problems strip title', 15_000);
      const errors = bundle['{0} {0|one:error|other:errors}'].match(/(?<=one:)[^|}]+/)[0];
      await waitForText(editor.status, new RegExp(errors), `the status line does not say "${errors}"`, 15_000);
      log(`status line: ${await editor.status.innerText()}`);
      // The format's name and the root's reading, as the CLI renders them in the language, come from the worker.
      const literal = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const name = bundle['Spring map (SMF)'];
      await waitForText(editor.status, literal(name), `the status line does not say "${name}"`, 15_000);
      const inspect = cli(['inspect', path.join(ws.dir, broken.file), '--json', '--depth', '0', '--lang', locale]);
      const reading = JSON.parse(inspect.stdout).tree.display;
      const root = editor.tree.locator('.tree-row[aria-level="1"]').first();
      assert(reading, `the CLI gives ${broken.file}'s root no reading`);
      // The value's text as written (its first reading and the rest are laid out as separate boxes).
      const value = root.locator('.col-value .value-text');
      for (const deadline = Date.now() + 15_000; !literal(reading).test((await value.textContent()) ?? '');) {
        assert(Date.now() < deadline, `the root row does not say "${reading}": "${await value.textContent()}"`);
        await new Promise((r) => setTimeout(r, 100));
      }
      log(`root row: ${(await root.innerText()).replace(/\s+/g, ' ')}`);
    },
  };
}

/** The README's picture: a broken map open with its problems, in the language. */
function screenshot(locale) {
  return {
    name: `screenshot ${locale}`,
    async run({ wb, ws, log }) {
      const broken = ws.broken.smf;
      if (!broken || broken.unavailable) skip(broken?.unavailable ?? 'no broken smf file');
      await wb.resizeSideBar(300);
      await wb.openFile(broken.file);
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      await wb.clearNotifications();
      await wb.showProblems();
      const first = broken.diagnostics[0];
      await wb.problemRows(first.code).first().locator(`text=${first.code}`).first().click();
      await editor.byte(first.offset).and(editor.hex.locator('.sel')).waitFor({ timeout: 10_000 });
      await editor.byte(first.offset).hover();
      await editor.frame.locator('#hover-card:not([hidden])').waitFor({ timeout: 5000 });
      const file = path.join(REPO_ROOT, 'docs', 'screenshots', `languages-${locale}.png`);
      await wb.screenshot(file);
      log(`${path.relative(REPO_ROOT, file)}: ${Math.round(fs.statSync(file).size / 1024)} KB`);
    },
  };
}
