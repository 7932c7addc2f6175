// Extension-host suite for `npm run test:vscode`, loaded by VS Code through --extensionTestsPath. It checks through
// the VS Code API what the code-server e2e scenarios check through the UI: files open in the custom editor by
// default, diagnostics are published with the codec's codes and reveal links, "Reopen with Hex Atlas" works.
// The expectations (generated files, their diagnostics) come from test/vscode/run.mjs.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const vscode = require('vscode');

const ws = JSON.parse(fs.readFileSync(process.env.HEX_ATLAS_EXPECTATIONS, 'utf8'));
const uriOf = (rel) => vscode.Uri.file(path.join(ws.dir, rel));
const tests = [];
const test = (name, fn) => tests.push({ name, fn });

class Skip extends Error {}

async function until(what, check, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function activeCustomEditor() {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  return input instanceof vscode.TabInputCustom ? input : undefined;
}

async function closeAll() {
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}

for (const family of Object.keys(ws.families)) {
  test(`${family}: generated files open in Hex Atlas by default`, async () => {
    const generated = ws.families[family];
    assert.ok(generated.defaultFiles.length > 0, `no generated ${family} file has a default Hex Atlas pattern`);
    for (const file of generated.defaultFiles) {
      await vscode.commands.executeCommand('vscode.open', uriOf(file));
      const input = await until(`${file} in a custom editor`, () => {
        const c = activeCustomEditor();
        return c && c.uri.fsPath === uriOf(file).fsPath ? c : undefined;
      });
      assert.equal(input.viewType, 'hexAtlas.editor', `${file} opened in ${input.viewType}`);
      await closeAll();
    }
  });

  test(`${family}: a broken file publishes the codec's codes with reveal links`, async () => {
    const broken = ws.broken[family];
    if (!broken) throw new Skip(`no generated ${family} file opens in Hex Atlas by default`);
    if (broken.unavailable) throw new Skip(broken.unavailable);
    const uri = uriOf(broken.file);
    await vscode.commands.executeCommand('vscode.open', uri);
    const expected = [...new Set(broken.diagnostics.map((d) => d.code))].sort();
    const published = await until(`diagnostics for ${broken.file}`, () => {
      const list = vscode.languages.getDiagnostics(uri);
      return list.length >= Math.min(broken.diagnostics.length, 1000) ? list : undefined;
    });
    assert.deepEqual([...new Set(published.map((d) => d.code.value))].sort(), expected);
    for (const d of published) {
      assert.equal(d.code.target.scheme, 'command', `${d.code.value}: its link is not a command`);
      assert.equal(d.code.target.path, 'hexAtlas.revealRange', `${d.code.value}: its link runs ${d.code.target.path}`);
    }
    // Running a link's command lands on the custom editor of that file.
    const [args] = JSON.parse(decodeURIComponent(published[0].code.target.query));
    assert.equal(args.uri, uri.toString());
    await closeAll();
    await vscode.commands.executeCommand('hexAtlas.revealRange', args);
    await until('the revealed file in Hex Atlas', () => activeCustomEditor()?.uri.fsPath === uri.fsPath);
    await closeAll();
  });
}

test('"Reopen with Hex Atlas" opens a file with an unknown extension in Hex Atlas', async () => {
  if (!ws.mystery) throw new Skip('the smf generator wrote no .smf');
  const uri = uriOf(ws.mystery.file);
  // vscode.open, not showTextDocument: the API refuses to load a binary file as a text document.
  await vscode.commands.executeCommand('vscode.open', uri);
  await until(
    'mystery.bin in an editor',
    () => vscode.window.tabGroups.activeTabGroup.activeTab?.label === 'mystery.bin',
  );
  assert.equal(activeCustomEditor(), undefined, 'mystery.bin should first open in the text editor');
  await vscode.commands.executeCommand('hexAtlas.reopenWith', uri);
  const input = await until('mystery.bin in Hex Atlas', () => {
    const c = activeCustomEditor();
    return c && c.uri.fsPath === uri.fsPath ? c : undefined;
  });
  assert.match(input.viewType, /^hexAtlas\.editor/);
  await closeAll();
});

// The agent tools as agent mode calls them (vscode.lm.invokeTool): on the open editor's document, in step with the
// Problems panel; a fix stays an unsaved edit. (VS Code answers its own confirmation dialogs in an extension test
// window, so the question the fix asks first is checked in test/extension/agent-tools.test.ts.)
test('agent tools: describe and validate the open file; a fix stays an unsaved edit', async () => {
  if (!ws.fixable) throw new Skip('the smf generator wrote no .smf');
  if (!vscode.lm?.invokeTool) throw new Skip('this VS Code has no language model tools');
  const uri = uriOf(ws.fixable.file);
  const onDisk = fs.readFileSync(uri.fsPath);
  await vscode.commands.executeCommand('vscode.open', uri);
  await until('fixable.smf in Hex Atlas', () => activeCustomEditor()?.uri.fsPath === uri.fsPath);
  const names = vscode.lm.tools.filter((t) => t.name.startsWith('hexatlas_')).map((t) => t.name);
  assert.deepEqual(names.sort(), [
    'hexatlas_at_offset',
    'hexatlas_describe',
    'hexatlas_diff',
    'hexatlas_edit_value',
    'hexatlas_find',
    'hexatlas_fix',
    'hexatlas_read_bytes',
    'hexatlas_tree',
    'hexatlas_validate',
  ]);
  const answer = async (name, input) => {
    const result = await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
    return JSON.parse(result.content.map((part) => part.value).join(''));
  };
  // No path: the active editor's file.
  const described = await answer('hexatlas_describe', {});
  assert.equal(described.format, 'smf');
  assert.equal(described.problems.error, 1);
  const published = await until('its diagnostics', () => {
    const list = vscode.languages.getDiagnostics(uri);
    return list.length ? list : undefined;
  });
  const validated = await answer('hexatlas_validate', { path: ws.fixable.file });
  assert.deepEqual(validated.problems.map((p) => p.code).sort(), published.map((d) => d.code.value).sort());
  const field = await answer('hexatlas_at_offset', { offset: ws.fixable.offset });
  assert.equal(field.field.fieldPath, 'header.tilesPtr');
  assert.equal(field.problems[0].code, 'smf.tiles-pointer');
  const fixed = await answer('hexatlas_fix', {});
  assert.deepEqual(
    fixed.fixed.map((f) => f.code),
    ['smf.tiles-pointer'],
  );
  await until('the fixed document analysed again', () => vscode.languages.getDiagnostics(uri).length === 0);
  const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
  assert.equal(tab.isDirty, true, 'the fix is an unsaved edit');
  assert.deepEqual(fs.readFileSync(uri.fsPath), onDisk, 'nothing is written before the user saves');
  await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
});

exports.run = async function run() {
  const results = [];
  for (const t of tests) {
    const t0 = Date.now();
    try {
      await t.fn();
      results.push({ name: t.name, status: 'pass' });
    } catch (e) {
      await closeAll();
      results.push(
        e instanceof Skip
          ? { name: t.name, status: 'skip', detail: e.message }
          : { name: t.name, status: 'FAIL', detail: e.message },
      );
    }
    const r = results[results.length - 1];
    console.log(
      `  ${r.status.padEnd(4)} ${r.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)${r.detail ? `: ${r.detail}` : ''}`,
    );
  }
  const failed = results.filter((r) => r.status === 'FAIL').length;
  const passed = results.filter((r) => r.status === 'pass').length;
  console.log(`  ${passed} passed, ${failed} failed, ${results.length - passed - failed} skipped`);
  if (failed > 0 || passed === 0)
    throw new Error(`${failed} extension-host test(s) failed${passed === 0 ? ', none passed' : ''}`);
};
