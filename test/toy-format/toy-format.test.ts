// A format is one folder: the toy format in ./toy is registered with one line and nothing else in the project
// knows it, yet the CLI (inspect, validate, export, docs), the editor's tree, the picture session and its own
// command (in the palette and the tree's menu) serve it.
import fs from 'node:fs';
import path from 'node:path';
import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { PictureSession } from '../../src/editor/picture-session';
import { bufferSource } from '../../src/core/byte-source';
import { TreeSession } from '../../src/editor/session';
import { detectFormat, registerFamily } from '../../src/formats';
import { commandContributions } from '../../src/editor/command-manifest';
import { inEnglish } from '../helpers/english';
import { tempDir, write } from '../cli/fixtures';
import { run } from '../cli/run';
import { toyFamily, toyFile, toyFormat } from './toy';

registerFamily(toyFamily);

const dir = tempDir();
const grid = toyFile(4, 3);
const good = write(dir, 'grid.toy', grid);
/** The header and 5 of the 12 cells. */
const short = write(dir, 'short.toy', grid.subarray(0, 8 + 5));

describe('a toy format registered with one line', () => {
  it('claims its files by name and by its magic', () => {
    expect(detectFormat('a.toy', new Uint8Array(0))).toBe(toyFormat);
    expect(detectFormat('renamed.bin', grid)).toBe(toyFormat);
  });

  it('hex-atlas inspect prints its tree', async () => {
    const r = await run('inspect', good, '--json');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out);
    expect(json).toMatchObject({ format: 'toy', version: '4x3', diagnostics: [] });
    expect(json.tree.children.map((c: { name: string }) => c.name)).toEqual(['header', 'cells']);
    expect(json.tree.children[0].children.map((c: { name: string; value: unknown }) => [c.name, c.value])).toEqual([
      ['magic', 'TOY1'],
      ['width', '4'],
      ['height', '3'],
    ]);
  });

  it('hex-atlas validate reports its rule on the exact bytes, and passes the whole file', async () => {
    expect((await run('validate', good)).code).toBe(0);
    const r = await run('validate', short, '--format', 'json');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject([{ file: short, code: 'toy.cells-short', offset: 8, length: 5 }]);
  });

  it('hex-atlas export lists its picture and writes it as PNG, pixel for cell', async () => {
    const list = await run('export', good, '--list');
    expect([list.code, list.out]).toEqual([0, 'cells']);
    const png = path.join(dir, 'cells.png');
    expect((await run('export', good, 'cells', png)).code).toBe(0);
    const image = decode(new Uint8Array(fs.readFileSync(png)));
    expect([image.width, image.height, image.channels, image.depth]).toEqual([4, 3, 1, 8]);
    expect([...image.data]).toEqual([...grid.subarray(8)]);
  });

  it("the editor's tree rows come from its decoded tree, and a byte finds its row", async () => {
    const a = await analyze('grid.toy', grid);
    const s = new TreeSession(a.decoded.root, a.diagnostics, bufferSource(grid), a);
    const rows = s.answer({ kind: 'children', id: '', start: 0, count: 10 });
    expect(rows.map((r) => [r.id, r.name, r.offset, r.length])).toEqual([
      ['0', 'header', 0, 8],
      ['1', 'cells', 8, 12],
    ]);
    const id = s.answer({ kind: 'pathAt', offset: 8 + 6 });
    expect(id).toBe('1.6');
    expect(s.answer({ kind: 'node', id })!.row).toMatchObject({ name: '[6]', value: '6', offset: 14, length: 1 });
  });

  it('the picture session lists, renders and maps pixels to bytes and back', async () => {
    const a = await analyze('grid.toy', grid);
    const pictures = new PictureSession(a.format, a.decoded, grid, a.diagnostics);
    expect(await pictures.answer({ kind: 'pictures' })).toMatchObject([
      { name: 'cells', kind: 'gray8', width: 4, height: 3, offset: 8, length: 12 },
    ]);
    const image = (await pictures.answer({ kind: 'picture', name: 'cells' }))!;
    expect([...new Uint8Array(image.pixels!)]).toEqual([...grid.subarray(8)]);
    // Pixel (1, 2) is cell 2 * 4 + 1, the byte at 8 + 9.
    expect(await pictures.answer({ kind: 'pictureSource', name: 'cells', x: 1, y: 2 })).toMatchObject({
      offset: 17,
      length: 1,
      path: 'cells[2][1]',
    });
    expect(await pictures.answer({ kind: 'picturePixel', name: 'cells', offset: 17 })).toEqual({ x: 1, y: 2 });
  });

  it('its command is declared for the palette and the tree menu, offered on a cell and run there', async () => {
    const declared = commandContributions();
    expect(declared.commands).toContainEqual(expect.objectContaining({ command: 'hexAtlas.setToyValue' }));
    expect(declared.menus).toContainEqual({
      command: 'hexAtlas.setToyValue',
      when: expect.stringMatching(/webviewSection == 'tree' && hexAtlasCommand\.hexAtlas\.setToyValue$/),
      group: '2_edit@9',
    });
    expect(declared.titles['command.setToyValue']).toBe('Set Toy Value…');

    const a = await analyze('grid.toy', grid);
    const s = new TreeSession(a.decoded.root, a.diagnostics, bufferSource(grid), a);
    const [header, cells] = s.answer({ kind: 'children', id: '', start: 0, count: 2 });
    expect(header.commands).toBeUndefined();
    expect(s.answer({ kind: 'children', id: cells.id, start: 6, count: 1 })[0].commands).toEqual([
      { id: 'hexAtlas.setToyValue', title: 'Set Toy Value…' },
    ]);
    const setCell = (args: Record<string, string>) =>
      inEnglish(
        s.answer({
          kind: 'formatCommand',
          command: 'hexAtlas.setToyValue',
          target: { offset: 8 + 6, length: 1, id: '1.6', fileName: 'grid.toy' },
          args,
        }),
      );
    expect(setCell({})).toMatchObject({ title: 'Set Toy Value…', ask: { name: 'value', kind: 'number' } });
    expect(setCell({ value: '0x2A' })).toEqual({
      title: 'Set Toy Value…',
      edits: [{ offset: 14, bytes: Uint8Array.of(42) }],
      label: 'Set cell 6 to 42',
    });
    expect(setCell({ value: '256' })).toEqual({
      title: 'Set Toy Value…',
      error: '256 does not fit in a cell (0 to 255)',
    });
  });

  it('hex-atlas docs lists its rule under its name', async () => {
    const r = await run('docs');
    expect(r.out).toContain('## Toy grid (`toy`)');
    expect(r.out).toMatch(/\| <a id="toy-cells-short"><\/a>`toy\.cells-short` \| error \| {2}\| \*\*Fewer cells/);
  });
});
