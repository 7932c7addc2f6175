// Real subassemblies saved by the game, read in place: they decode and validate clean and write back unchanged.
import path from 'node:path';
import { expect, it } from 'vitest';
import { firstDifference } from '../../../src/cli/main';
import { coverage } from '../../../src/core/tree';
import { blotterFormat } from '../../../src/formats/blotter';
import { detectFormat } from '../../../src/formats';
import { describeSamples, readBytes, sampleFiles } from '../../helpers/samples';
import { expectWellFormed } from '../../helpers/invariants';
import { readingText } from '../../../src/core/describe';
import { render } from '../../../src/core/translatable';

describeSamples('blotter', 'blotter samples', () => {
  const files = sampleFiles('blotter', '.logicworld', '.lwsubassembly', '.partialworld');

  it('has samples to read', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(`${path.basename(file)}: clean, well formed, byte-identical write-back`, async () => {
      const bytes = readBytes(file);
      expect(detectFormat(file, bytes)).toBe(blotterFormat);
      const d = blotterFormat.decode(bytes, { fileName: file });
      expectWellFormed(d.root, d.diagnostics, bytes.length);
      expect(d.diagnostics).toEqual([]);
      expect(await blotterFormat.validate(d, bytes, { fileName: file })).toEqual([]);
      expect(render(d.version!)).toBe('v7 subassembly');
      expect(firstDifference(blotterFormat.encode(d.model!), bytes)).toBe(-1);
      // The custom data of every vanilla type they hold is decoded into fields.
      const c = coverage(d.root);
      expect(c.explained / c.total).toBeGreaterThanOrEqual(0.99);
    });
  }

  it('switches.partialworld reads as the game shows it', () => {
    const file = files.find((f) => f.endsWith('switches.partialworld'));
    if (!file) return;
    const d = blotterFormat.decode(readBytes(file));
    const names = Array.from({ length: d.root.childCount }, (_, i) => d.root.child(i).name);
    expect(names).toEqual([
      'header',
      'mods',
      'componentIds',
      'components',
      'wires',
      'circuitStates',
      'footer',
      'hierarchy',
    ]);
    const components = d.root.child(3);
    expect(components.childCount).toBe(5);
    const sw = components.child(1);
    expect(readingText(sw)).toContain('C-36362 MHG.Switch');
    const field = (n: typeof sw, name: string) =>
      Array.from({ length: n.childCount }, (_, i) => n.child(i)).find((c) => c.name === name)!;
    expect(readingText(field(field(sw, 'position'), 'x'))).toBe('1050 mm (1.05 m)');
    expect(readingText(field(sw, 'rotation'))).toContain('Euler (0°, -90°, 0°)');
    // The second switch's output state (11065) is the one listed ON.
    expect(readingText(field(field(components.child(2), 'outputs'), 'stateIds').child(0))).toBe('state 11065: ON');
    expect(readingText(field(field(components.child(1), 'outputs'), 'stateIds').child(0))).toBe('state 11063: OFF');
    const board = field(field(components.child(0), 'customData'), 'data');
    expect(readingText(board)).toMatch(/^#333333, 6 x 11 squares \(layout: documented;/);
    expect(field(board, 'color').value).toBe('#333333');
    expect([field(board, 'sizeX').value, field(board, 'sizeZ').value]).toEqual([6, 11]);
    // The switch whose output state is ON is the one whose custom data says ON.
    expect(readingText(field(components.child(1), 'customData'))).toBe('#B10D13, OFF');
    expect(readingText(field(components.child(2), 'customData'))).toBe('#1974D2, ON');
  });
});
