// The tree and the hex view are linked: clicking a node selects exactly its bytes and points the inspector at it;
// hovering a byte names its field and offset in the hover card and lights up that field's bytes.
import path from 'node:path';
import { inspect } from '../lib/cli.mjs';
import { HexAtlasEditor, hex, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';

/** The family's first file that opens in Hex Atlas by default, or a skip saying why there is none. */
export function sampleOf(ws, family) {
  const generated = ws.families[family];
  const file = generated.defaultFiles[0];
  if (!file) skip(`no generated ${family} file opens in Hex Atlas by default`);
  return file;
}

export function clickNodeScenario(family) {
  return {
    name: `${family}: clicking a tree node selects its bytes`,
    async run({ wb, ws }) {
      const file = sampleOf(ws, family);
      await wb.openFile(file);
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      const nodes = (inspect(path.join(ws.dir, file)).tree.children ?? []).filter((n) => n.length > 0);
      assert(nodes.length >= 2, `${file}: need two top-level nodes to click, the codec reports ${nodes.length}`);
      // Two nodes in turn: the selection must follow the click, not merely exist.
      for (const node of [nodes[1], nodes[0]]) {
        await editor.row(node.offset, node.length).click();
        await editor
          .row(node.offset, node.length)
          .and(editor.tree.locator('[aria-selected="true"]'))
          .waitFor({ timeout: 5000 });
        await editor.byte(node.offset).and(editor.hex.locator('.sel')).waitFor({ timeout: 5000 });
        const selected = await editor.bytesWith('sel');
        const outside = selected.filter((o) => o < node.offset || o >= node.offset + node.length);
        assert(
          outside.length === 0,
          `${node.name}: bytes outside [${node.offset}, +${node.length}) selected: ${outside.slice(0, 8)}`,
        );
        const rendered = await editor.hex
          .locator('.hex-byte')
          .evaluateAll(
            (els, [lo, hi]) => els.map((el) => Number(el.dataset.offset)).filter((o) => o >= lo && o < hi).length,
            [node.offset, node.offset + node.length],
          );
        assert(
          selected.length === rendered,
          `${node.name}: ${selected.length} of its ${rendered} rendered bytes are selected`,
        );
        await waitForText(
          editor.inspector,
          offsetPattern(node.offset),
          `the inspector does not show ${hex(node.offset)} after clicking ${node.name}`,
        );
      }
    },
  };
}

export function hoverByteScenario(family) {
  return {
    name: `${family}: hovering a byte shows its field and offset`,
    async run({ wb, ws }) {
      const file = sampleOf(ws, family);
      await wb.openFile(file);
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      const tree = inspect(path.join(ws.dir, file), 8, 1000).tree;
      // A byte inside the second top-level node (not offset 0, so a stuck "first byte" card cannot pass).
      const top = (tree.children ?? []).filter((n) => n.length > 0)[1] ?? tree;
      const offset = top.offset + Math.min(1, top.length - 1);
      const chain = nodesAt(tree, offset);
      const leaf = chain[chain.length - 1];
      await editor.byte(offset).scrollIntoViewIfNeeded();
      await editor.byte(offset).hover();
      // The card describes the field under the pointer: its path and its own offset.
      const card = (
        await waitForText(
          editor.hoverCard,
          offsetPattern(leaf.offset),
          `hover card lacks the field's offset ${hex(leaf.offset)}`,
        )
      ).toLowerCase();
      assert(card.includes(leaf.name.toLowerCase()), `hover card lacks the field name "${leaf.name}": "${card}"`);
      if (leaf.childCount === 0) {
        const lit = await editor.bytesWith('hl');
        assert(lit.includes(offset), `the hovered byte ${hex(offset)} is not highlighted`);
        const stray = lit.filter((o) => o < leaf.offset || o >= leaf.offset + leaf.length);
        assert(stray.length === 0, `bytes outside ${leaf.name} highlighted: ${stray.slice(0, 8)}`);
      }
    },
  };
}

/** `0x1f4` as a whole word, any case: "0x1F4 (500)" matches, "0x1F40" does not. */
function offsetPattern(offset) {
  return new RegExp(`${hex(offset)}\\b`, 'i');
}

/** Root-to-deepest chain of the (inspected) nodes whose range holds `offset`. */
function nodesAt(node, offset) {
  const chain = [];
  for (let n = node; n; n = (n.children ?? []).find((c) => offset >= c.offset && offset < c.offset + c.length))
    chain.push(n);
  return chain;
}
