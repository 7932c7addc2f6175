// The registry is the one place that says which codec handles which file names; the extension manifest and the
// generators must agree with it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archivePatterns } from '../../src/archives/open-archive';
import { detectFormat, editorPatterns, families, familyOf, formats } from '../../src/formats';
import { commandContributions } from '../../src/editor/command-manifest';

interface CustomEditor {
  viewType: string;
  priority: string;
  selector: { filenamePattern: string }[];
}

const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8'));
const editors: CustomEditor[] = manifest.contributes.customEditors;
const selectorPatterns = (priority: string) =>
  editors
    .filter((e) => e.priority === priority && e.viewType !== 'hexAtlas.archive')
    .flatMap((e) => e.selector.map((s) => s.filenamePattern))
    .sort();

describe('format registry', () => {
  it("package.json's default custom editor selects exactly the patterns of the codecs that open by default", () => {
    expect(selectorPatterns('default')).toEqual([...editorPatterns().byDefault].sort());
  });

  it("package.json's archive listing editor selects exactly the map archive patterns", () => {
    const archive = editors.find((e) => e.viewType === 'hexAtlas.archive')!;
    expect(archive.selector.map((s) => s.filenamePattern).sort()).toEqual([...archivePatterns].sort());
  });

  it("package.json's option custom editor selects exactly the other patterns and the plain-bytes catch-all", () => {
    expect(selectorPatterns('option')).toEqual([...editorPatterns().option].sort());
    expect(editorPatterns().option).toContain('*');
  });

  it("package.json declares the formats' own commands, their tree menu entries and titles, as the build writes them", () => {
    const declared = commandContributions();
    const ids = new Set(declared.ids);
    expect(ids).toEqual(
      new Set([
        'hexAtlas.setSwitchStates',
        'hexAtlas.loadSwitchData',
        'hexAtlas.readSwitchData',
        'hexAtlas.goToSource',
      ]),
    );
    const commands = manifest.contributes.commands.filter((c: { command: string }) => ids.has(c.command));
    expect(commands).toEqual(declared.commands);
    const menu = manifest.contributes.menus['webview/context'].filter((m: { command: string }) => ids.has(m.command));
    expect(menu).toEqual(declared.menus);
    // Set Switch States acts on the selection from the palette; the others are on the rows they apply to.
    expect(menu.map((m: { command: string; group: string }) => [m.command, m.group])).toEqual([
      ['hexAtlas.loadSwitchData', '2_edit@5'],
      ['hexAtlas.readSwitchData', '2_edit@6'],
      ['hexAtlas.goToSource', '1_navigation@2'],
    ]);
    const nls = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.nls.json'), 'utf8'));
    for (const [key, title] of Object.entries(declared.titles)) expect(nls[key]).toBe(title);
    const registered = JSON.parse(
      fs.readFileSync(path.resolve(__dirname, '../../extension/format-commands.json'), 'utf8'),
    );
    expect(registered).toEqual(declared.ids);
  });

  it('gives every family, codec and file pattern once', () => {
    const ids = (xs: readonly { id: string }[]) => new Set(xs.map((x) => x.id)).size;
    expect(ids(families)).toBe(families.length);
    expect(ids(formats)).toBe(formats.length);
    const patterns = formats.flatMap((f) => f.patterns);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const f of families) expect(f.codecs.length).toBeGreaterThan(0);
  });

  for (const family of families) {
    it(`${family.id}: each generated file is claimed by its name by a codec of the family, every codec by one`, () => {
      const claimed = family.generate(1).map((f) => detectFormat(f.name, new Uint8Array(0)));
      for (const codec of claimed) expect(familyOf(codec)).toBe(family);
      expect(new Set(claimed)).toEqual(new Set(family.codecs));
    });
  }
});
