// A corrupted file puts the codec's diagnostic codes in the Problems panel and its error count in the status line,
// and clicking a code (a command: link) brings the editor to the offending bytes.
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert, skip } from '../lib/scenario.mjs';

export function problemsScenario(family) {
  return {
    name: `${family}: a broken file lists its codes in Problems; a code reveals its bytes`,
    async run({ wb, ws, log }) {
      const broken = ws.broken[family];
      if (!broken) skip(`no generated ${family} file opens in Hex Atlas by default`);
      if (broken.unavailable) skip(broken.unavailable);
      await wb.openFile(broken.file);
      const { editor } = await HexAtlasEditor.waitOpen(wb);
      await wb.showProblems();
      const codes = [...new Set(broken.diagnostics.map((d) => d.code))];
      for (const code of codes) await wb.problemRows(code).first().waitFor({ timeout: 15_000 });
      log(`Problems lists ${codes.join(', ')}`);
      const errors = broken.diagnostics.filter((d) => d.severity === 'error').length;
      await waitForText(
        editor.status,
        new RegExp(`\\b${errors} errors?\\b`),
        `the status line does not count ${errors} error(s)`,
        15_000,
      );

      // Reveal the one furthest into the file (the hex view may have to move to it).
      const marked = broken.diagnostics.filter((d) => d.severity === 'error' || d.severity === 'warning');
      const target = marked.sort((a, b) => b.offset - a.offset)[0];
      // Select other bytes first, so the link has to move the selection rather than find it in place.
      const elsewhere = broken.diagnostics.find((d) => d.offset !== target.offset);
      if (elsewhere)
        await editor
          .byte(elsewhere.offset)
          .click()
          .catch(() => {});
      const row = wb.problemRows(target.message.slice(0, 40)).first();
      await row.locator(`text=${target.code}`).first().click();
      await editor.byte(target.offset).and(editor.hex.locator('.sel')).waitFor({ timeout: 10_000 });
      const selected = await editor.bytesWith('sel');
      assert(
        selected[0] === target.offset,
        `after clicking ${target.code} the selection starts at ${selected[0]}, expected ${target.offset}`,
      );
      assert(
        selected.every((o) => o < target.offset + Math.max(1, target.length)),
        `selection runs past ${target.code}'s ${target.length} bytes at ${target.offset}`,
      );
      const diagBytes = await editor.bytesWith(`diag-${target.severity}`);
      assert(
        diagBytes.includes(target.offset),
        `byte ${target.offset} of ${target.code} is not marked diag-${target.severity}`,
      );
    },
  };
}
