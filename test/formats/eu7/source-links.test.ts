// Include records' source links in EU7B and EU7v2 (line, module text, binary), and the source-newer rule on files
// laid out on disk as MaSzyna keeps them: paths with backslashes, from a folder above the binary, in another case.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analysis';
import { siblingsOf } from '../../../src/input/io';
import { rawFormat } from '../../../src/formats';
import { eu7Family } from '../../../src/formats/eu7';
import { pathId } from '../../../src/core/tree';
import { bufferSource } from '../../../src/core/byte-source';
import { answerFormatCommand, rowCommands } from '../../../src/editor/format-command';
import { includeRecords, sourceLinkOf, type SourceLink } from '../../../src/formats/eu7/common/source-links';
import { compiledFrom } from '../../../src/formats/eu7/common/go-to-source';
import { english } from '../../../src/core/translatable';
import { inEnglish } from '../../helpers/english';
import { eu7v2Format } from '../../../src/formats/eu7/v2';
import { tempDir, write } from '../../cli/fixtures';
import { only } from '../../helpers/invariants';

const files = eu7Family.generate(1);
const byName = (name: string) => files.find((f) => f.name.endsWith(name))!.bytes;
const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function links(name: string, bytes: Uint8Array): Promise<SourceLink[]> {
  const a = await analyze(name, bytes);
  const read = (offset: number, length: number) => bytes.subarray(offset, offset + length);
  return [...includeRecords(a.decoded.root)].map((r) => sourceLinkOf(r, read)!);
}

/** `bytes` with every "/" inside `text` (a stored string) turned into "\", as Windows tools store paths. */
function backslashed(bytes: Uint8Array, text: string): Uint8Array {
  const out = bytes.slice();
  const at = Buffer.from(out).indexOf(text);
  expect(at).toBeGreaterThan(0);
  for (let k = 0; k < text.length; k++) if (text[k] === '/') out[at + k] = 0x5c;
  return out;
}

describe('source links', () => {
  it('EU7B: every include record gives its line, module text and binary', async () => {
    const l = await links('module_v6.eu7', byName('module_v6.eu7'));
    expect(l.length).toBeGreaterThan(0);
    l.forEach((link, i) =>
      expect(link).toMatchObject({ line: 10 + i, sourcePath: 'scenery/part.scm', binaryPath: 'scenery/part.eu7' }),
    );
    expect(l[0].sourceField.length).toBe(4);
  });

  it('EU7v2: the include record of the sim root gives the same', async () => {
    const bytes = byName('scenario.eu7v2');
    expect(eu7v2Format.sniff(bytes)).toBe(true);
    const l = await links('scenario.eu7v2', bytes);
    expect(l).toEqual([
      expect.objectContaining({ line: 12, sourcePath: 'scenery/grass.inc', binaryPath: 'scenery/grass.eu7v2' }),
    ]);
  });

  it('offers Go to Source on include records and their source fields, and answers it for either', async () => {
    const bytes = byName('module_v6.eu7');
    const analysis = await analyze('module_v6.eu7', bytes);
    const root = analysis.decoded.root;
    const chunk = [...Array(root.childCount).keys()].find((i) => root.child(i).name === 'INCL')!;
    const records = [...Array(root.child(chunk).childCount).keys()].find(
      (i) => root.child(chunk).child(i).name === 'records',
    )!;
    const record = root.child(chunk).child(records).child(0);
    const field = (name: string) => [...Array(record.childCount).keys()].find((i) => record.child(i).name === name)!;
    const offered = (n: typeof record) => rowCommands(analysis, n, english)?.map((c) => [c.id, c.title, c.card]);
    expect(offered(record)).toEqual([['hexAtlas.goToSource', 'Go to Source', true]]);
    expect(offered(record.child(field('source_line')))).toEqual([['hexAtlas.goToSource', 'Go to Source', true]]);
    expect(offered(record.child(field('binary_path')))).toBeUndefined();
    expect(offered(root.child(chunk))).toBeUndefined();
    const source = bufferSource(bytes);
    const goToSource = (a: Parameters<typeof answerFormatCommand>[0], id: string) =>
      inEnglish(
        answerFormatCommand(a, source, {
          command: 'hexAtlas.goToSource',
          target: { offset: 0, length: 0, id, fileName: 'module_v6.eu7' },
          args: {},
        }),
      );
    const texts = ['module_v6.scn', 'module_v6.scm', 'module_v6.inc'];
    const want = {
      title: 'Go to Source',
      open: [
        { names: texts, from: 'beside', line: 10, icon: 'go-to-file' },
        { names: ['scenery/part.scm'], from: 'stored', icon: 'file-code', description: 'the included module' },
      ],
      pick: 'Go to Source of the include at line 10',
      notFound: `neither ${texts.join(', ')} beside module_v6.eu7 nor scenery/part.scm was found`,
    };
    expect(goToSource(analysis, pathId([chunk, records, 0]))).toMatchObject(want);
    expect(goToSource(analysis, pathId([chunk, records, 0, field('source_path')]))).toMatchObject(want);
    expect(goToSource(analysis, pathId([chunk]))).toEqual({
      title: 'Go to Source',
      show: 'Go to Source: select an include record (INCL) in the tree; it names the scenery text it came from.',
    });
    // The codec's command answers, not the tree: a codec without it finds no source on the same tree.
    const plain = { format: rawFormat, decoded: analysis.decoded };
    expect(goToSource(plain, pathId([chunk, records, 0]))).toMatchObject({
      error: expect.stringMatching(/^this command is for MaSzyna EU07 scenery, .*; this file is read as Plain bytes$/),
    });
  });

  it('names the texts a binary is compiled from', () => {
    expect(compiledFrom('Station.eu7')).toEqual(['Station.scn', 'Station.scm', 'Station.inc']);
    expect(compiledFrom('grass.eu7v2')).toEqual(['grass.scn', 'grass.scm', 'grass.inc']);
  });
});

describe('eu7.source-newer', () => {
  const binary = backslashed(byName('module_v6.eu7'), 'scenery/part.scm');
  // The module sits in maps/sub; the include's files are in maps/Scenery, one folder up, named in another case.
  const file = write(dir, 'maps/sub/module_v6.eu7', binary);
  const source = write(dir, 'maps/Scenery/PART.SCM', new TextEncoder().encode('// part\n'));
  const compiled = write(dir, 'maps/Scenery/part.eu7', byName('terrain_v6.eu7'));
  const at = (file: string, minutes: number) => fs.utimesSync(file, 1.7e9 + minutes * 60, 1.7e9 + minutes * 60);

  const diagnose = async () => (await analyze(path.basename(file), binary, { siblings: siblingsOf(file) })).diagnostics;

  it('is reported on the source_path of each include whose text is newer than its binary', async () => {
    at(compiled, 0);
    at(source, 10);
    const l = await links('module_v6.eu7', binary);
    expect(l[0].sourcePath).toBe('scenery\\part.scm');
    const found = (await diagnose()).filter((d) => d.code === 'eu7.source-newer');
    expect(found).toHaveLength(l.length);
    expect(found[0]).toMatchObject({
      code: 'eu7.source-newer',
      severity: 'info',
      offset: l[0].sourceField.offset,
      length: 4,
      message: 'scenery\\part.scm was changed after scenery/part.eu7 was compiled from it (10 min later)',
    });
  });

  it('is not reported when the binary is as new, or when a file is missing', async () => {
    at(source, 0);
    at(compiled, 5);
    expect((await diagnose()).filter((d) => d.code === 'eu7.source-newer')).toEqual([]);
    at(source, 10);
    fs.renameSync(compiled, compiled + '.old');
    try {
      expect((await diagnose()).filter((d) => d.code === 'eu7.source-newer')).toEqual([]);
    } finally {
      fs.renameSync(compiled + '.old', compiled);
    }
  });

  it('EU7v2 reports it under its own code', async () => {
    const v2 = files.find((f) => f.name.endsWith('scenario.eu7v2'))!.bytes;
    const v2File = write(dir, 'maps/scenario.eu7v2', v2);
    const inc = write(dir, 'maps/scenery/grass.inc', new Uint8Array(1));
    const bin = write(dir, 'maps/scenery/grass.eu7v2', new Uint8Array(1));
    at(bin, 0);
    at(inc, 180);
    const a = await analyze('scenario.eu7v2', v2, { siblings: siblingsOf(v2File) });
    const [link] = await links('scenario.eu7v2', v2);
    expect(only(a.diagnostics, 'eu7v2.source-newer')).toMatchObject({
      severity: 'info',
      offset: link.sourceField.offset,
      length: 4,
      message: 'scenery/grass.inc was changed after scenery/grass.eu7v2 was compiled from it (3 h later)',
    });
  });
});
