// The registry is the one place that says which codec handles which file names; the extension manifest and the
// generators must agree with it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { archivePatterns } from '../../src/archives/open-archive';
import { detectFormat, editorPatterns, families, familyOf, formats } from '../../src/formats';

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
