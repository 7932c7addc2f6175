// Map archives in VS Code: an .sd7 opens as its listing, an entry of it opens in Hex Atlas with its tree and its
// picture (the tile files read from the same archive); Validate Workspace lists the problem of a damaged map inside
// an archive, and its code opens that inner file at the bytes. The archives are packed here by 7-Zip (7z-wasm)
// from the project's generated map.
import SevenZip from '7z-wasm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cli, validate } from '../lib/cli.mjs';
import { HexAtlasEditor, waitForText } from '../lib/editor.mjs';
import { assert } from '../lib/scenario.mjs';

const MAP = 'maps/generated-128x128.smf';

/** archives/good_map.sd7 and archives/broken_map.sd7 (its map's magic damaged) in the workspace, once. */
async function writeArchives(wsDir) {
  const dir = path.join(wsDir, 'archives');
  const good = path.join(dir, 'good_map.sd7');
  const broken = path.join(dir, 'broken_map.sd7');
  if (fs.existsSync(broken)) return { good, broken };
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-e2e-archive-'));
  const r = cli(['generate', 'smf', src]);
  if (r.status !== 0) throw new Error(`generate smf failed: ${r.stderr}`);
  const files = { 'mapinfo.lua': 'return { name = "Generated", modtype = 3 }\n' };
  for (const f of fs.readdirSync(src)) files[`maps/${f}`] = fs.readFileSync(path.join(src, f));
  fs.mkdirSync(dir, { recursive: true });
  const pack = async (out, contents) => {
    const sz = await SevenZip({ print: () => {}, printErr: () => {} });
    sz.FS.mkdir('/in');
    sz.FS.mkdir('/in/maps');
    for (const [name, bytes] of Object.entries(contents)) sz.FS.writeFile(`/in/${name}`, bytes);
    sz.FS.chdir('/in');
    sz.callMain(['a', '-t7z', '-ms=off', '/out.7z', 'mapinfo.lua', 'maps']);
    fs.writeFileSync(out, sz.FS.readFile('/out.7z'));
  };
  await pack(good, files);
  const damaged = Buffer.from(files[MAP]);
  damaged[0] = 0x58;
  await pack(broken, { ...files, [MAP]: damaged });
  return { good, broken };
}

export const archiveOpenScenario = {
  name: 'archives: an .sd7 opens as its listing; its .smf opens in Hex Atlas with tree and picture',
  async run({ wb, ws, log }) {
    await writeArchives(ws.dir);
    await wb.openFile('archives/good_map.sd7');
    const listing = wb.webview();
    const link = listing.locator('#rows a', { hasText: MAP });
    await link.waitFor({ timeout: 30_000 });
    log(`listing: ${await listing.locator('#rows tr').count()} entries`);
    const since = Date.now();
    await link.click();
    const { editor, treeMs } = await HexAtlasEditor.waitOpen(wb, { since });
    log(`${MAP} from the archive: tree after ${treeMs} ms`);
    await editor.tree.locator('.tree-row', { hasText: 'header' }).first().waitFor({ timeout: 15_000 });
    await waitForText(editor.status, /no problems/i, 'the inner map should have no problems', 30_000);
    const picture = editor.frame.locator('.picture-select');
    await picture.waitFor({ timeout: 15_000 });
    const options = await picture.locator('option').allTextContents();
    // The texture is built from the tile files, which only the archive holds.
    assert(
      options.some((o) => /texture/i.test(o)),
      `the picture pane offers ${options.join(', ')}`,
    );
    await editor.frame.locator('canvas').first().waitFor({ timeout: 15_000 });
    await wb.closeAllEditors();
  },
};

export const archiveProblemsScenario = {
  name: "archives: Validate Workspace lists an inner map's problem; its code opens the inner file at the bytes",
  async run({ wb, ws, log }) {
    const { broken } = await writeArchives(ws.dir);
    const expected = validate(broken).find((d) => d.code === 'smf.magic');
    assert(expected?.file === `${broken}!${MAP}`, `the CLI reports ${JSON.stringify(expected)}`);
    await wb.command('Hex Atlas: Validate Workspace');
    await wb.showProblems();
    const row = await wb.problemRow(expected.message.slice(0, 40), 90_000);
    log(`Problems: ${(await row.innerText()).replace(/\s+/g, ' ')}`);
    await row.locator(`text=${expected.code}`).first().click();
    const { editor } = await HexAtlasEditor.waitOpen(wb);
    await editor.byte(expected.offset).and(editor.hex.locator('.sel')).waitFor({ timeout: 15_000 });
    const title = await wb.activeTabTitle();
    assert(title.includes('generated-128x128.smf'), `the tab opened is ${title}`);
  },
};
