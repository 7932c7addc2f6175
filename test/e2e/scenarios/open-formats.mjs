// Each format's generated sample files open in Hex Atlas by default (no "Reopen with"), the tree shows the same
// top-level nodes, at the same offsets and sizes, as the codec reports through the CLI, and the status line says
// the (valid) file has no problems.
import path from 'node:path';
import { inspect, validate } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert } from '../lib/scenario.mjs';

export function openFormatScenario(family) {
  return {
    name: `${family}: samples open in Hex Atlas with the expected top-level nodes`,
    async run({ wb, ws, metric, log }) {
      const generated = ws.families[family];
      const files = generated.defaultFiles;
      assert(files.length > 0, `none of ${generated.files.join(', ')} matches a default Hex Atlas file pattern`);
      for (const file of files) {
        const since = await wb.openFile(file);
        const { editor, hexMs, treeMs } = await HexAtlasEditor.waitOpen(wb, { since });
        metric(`${path.basename(file)} open → hex view`, hexMs, 'ms');
        metric(`${path.basename(file)} open → tree`, treeMs, 'ms');
        await expectTopLevel(editor, inspect(path.join(ws.dir, file)).tree, file);
        // Generated files are valid: the status line must say so once decoding and validation have finished.
        const problems = validate(path.join(ws.dir, file));
        assert(
          problems.length === 0,
          `${file}: the generator wrote a file the codec reports problems in: ${problems[0]?.code}`,
        );
        await waitForText(
          editor.status,
          /no problems/i,
          `${file}: the status line does not report "no problems"`,
          15_000,
        );
        log(`${file}: tree and hex shown`);
        await wb.closeAllEditors();
      }
    },
  };
}

/** The root's children (as many as the tree renders) appear as rows with the codec's names, offsets and sizes. */
export async function expectTopLevel(editor, root, file) {
  const expected = root.children ?? [];
  assert(expected.length > 0, `${file}: the codec reports no top-level nodes`);
  const rows = await editor.rows();
  // Compare against the children the tree has room for: a virtualized tree renders only what is on screen.
  const visible = expected.slice(0, Math.max(1, rows.length - 1));
  const missing = visible.filter(
    (n) => !rows.some((r) => r.name === n.name && r.offset === n.offset && r.length === n.length),
  );
  assert(
    missing.length === 0,
    `${file}: tree lacks top-level nodes ${missing.map((n) => `${n.name}@${n.offset}+${n.length}`).join(', ')}; rows: ${rows
      .slice(0, 12)
      .map((r) => `${r.name}@${r.offset}+${r.length}`)
      .join(', ')}`,
  );
}
