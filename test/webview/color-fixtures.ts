// Files with colour fields for the swatch tests: a generated Logic World save whose board has a known colour, and
// a hand-built tree whose Color24 nodes carry values that are not plain #RRGGBB text.
import { analyze } from '../../src/analysis';
import { BasicNode, container, type SpanNode } from '../../src/core/node';
import { bufferSource } from '../../src/core/byte-source';
import { blotterFormat } from '../../src/formats/blotter';
import { generateBlotter } from '../../src/formats/blotter/generate';
import type { Fixture } from './fixtures';
import { render } from '../../src/core/translatable';

/** The board's colour written into the generated save: #12AB9C. */
export const boardColor = { text: '#12AB9C', rgb: 'rgb(18, 171, 156)' };

/** The id path of the node reached through children named `names` from the root. */
export function idOf(root: SpanNode, ...names: string[]): string {
  const path: number[] = [];
  let n = root;
  for (const name of names) {
    const i = Array.from({ length: n.childCount }, (_, k) => n.child(k).name).indexOf(name);
    if (i < 0) throw new Error(`no ${name} under ${n.name}`);
    path.push(i);
    n = n.child(i);
  }
  return path.join('.');
}

/** The generator's smallest subassembly with its first board's colour bytes set to `boardColor`. */
export async function colorBoardFixture(): Promise<Fixture> {
  const tiny = generateBlotter(1).find((f) => f.name === 'tiny.partialworld')!;
  const bytes = tiny.bytes.slice();
  const first = blotterFormat.decode(bytes).root;
  bytes.set([0x12, 0xab, 0x9c], colorNode(first).offset);
  const { decoded, diagnostics } = await analyze('board.partialworld', bytes, { format: blotterFormat });
  return {
    fileName: 'board.partialworld',
    format: render(blotterFormat.displayName),
    bytes,
    source: bufferSource(bytes),
    decode: () => ({ root: decoded.root, diagnostics }),
  };
}

/** Names from the root to the first board's colour node. */
export const boardColorPath = ['components', '[0]', 'customData', 'data', 'color'];

function colorNode(root: SpanNode): SpanNode {
  let n = root;
  for (const k of idOf(root, ...boardColorPath).split('.')) n = n.child(Number(k));
  return n;
}

/** Values a Color24 node must not take as a colour, each on its own row, after one plain colour. */
export const hostileColors = [
  'red',
  '#12AB9',
  '#12AB9C0',
  '#12AB9G',
  '#12AB9C;background-image:url(x)',
  '#12AB9C\n',
  'url(x)',
  'rgb(1, 2, 3)',
  '<b>#12AB9C</b>',
];

/** Row 0: a Color24 node with a plain #0000FF; rows 1..: the hostile values; the last row: a u8 valued #FF0000. */
export function hostileColorFixture(): Fixture {
  const values = ['#0000FF', ...hostileColors];
  const bytes = new Uint8Array(3 * values.length + 1);
  const nodes = values.map(
    (v, i) =>
      new BasicNode(
        { name: `color${i}`, type: 'Color24', kind: 'struct', offset: 3 * i, length: 3, value: v, display: v },
        [],
      ),
  );
  const notColor = new BasicNode({
    name: 'notColor',
    type: 'u8',
    kind: 'field',
    offset: bytes.length - 1,
    length: 1,
    value: '#FF0000',
  });
  const root = container({ name: 'file', type: 'Colors', kind: 'struct', offset: 0, end: bytes.length }, [
    ...nodes,
    notColor,
  ]);
  return {
    fileName: 'colors.bin',
    format: 'Colors',
    bytes,
    source: bufferSource(bytes),
    decode: () => ({ root, diagnostics: [] }),
  };
}
