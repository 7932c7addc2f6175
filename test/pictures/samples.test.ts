// The real files other tools wrote have their pictures too: every picture renders at its declared size, and a pixel
// (or a plan's first point) leads to bytes of the file whose own pixel is that one again.
import path from 'node:path';
import { expect, it } from 'vitest';
import { analyze } from '../../src/analysis';
import { siblingsOf } from '../../src/input/io';
import { Picture, listPictures } from '../../src/core/pictures';
import { describeSamples, readBytes, sampleFiles } from '../helpers/samples';

const expected: Record<string, string[]> = {
  smf: ['height', 'type', 'metal', 'grass', 'minimap'],
  blotter: ['plan'],
  eu7: ['plan'],
};

function samplePixel(p: Picture): { x: number; y: number } | undefined {
  const image = p.render();
  if (image.kind !== 'plan') return { x: Math.floor(p.width / 2), y: Math.floor(p.height / 2) };
  const { points } = image.plan;
  return points.length >= 2 ? { x: Math.round(points[0]), y: Math.round(points[1]) } : undefined;
}

function expectRenders(p: Picture): void {
  const image = p.render();
  expect([image.width, image.height], p.name).toEqual([p.width, p.height]);
  if (image.kind === 'gray16' || image.kind === 'gray8') expect(image.data.length).toBe(p.width * p.height);
  if (image.kind === 'rgba') expect(image.data.length).toBe(4 * p.width * p.height);
}

for (const [sub, names] of Object.entries(expected)) {
  describeSamples(sub, `pictures of the real ${sub} samples`, () => {
    const files = sampleFiles(sub, `.${sub === 'blotter' ? 'partialworld' : sub}`);
    it.each(files.map((f) => [path.basename(f), f]))('%s', async (_name, file) => {
      const bytes = readBytes(file);
      const a = await analyze(file, bytes, { decodeOnly: true });
      const pictures = await listPictures(a.format, a.decoded, bytes, siblingsOf(file));
      for (const name of names)
        expect(
          pictures.some((p) => p.name === name),
          `${name} in ${pictures.map((p) => p.name)}`,
        ).toBe(true);
      for (const p of pictures) {
        expectRenders(p);
        const at = samplePixel(p);
        if (!at) continue;
        const s = p.source(at.x, at.y, 4);
        if (!s) continue;
        expect(s.offset + s.length, `${p.name} source inside the file`).toBeLessThanOrEqual(bytes.length);
        const back = p.pixelOf(s.offset);
        expect(back, `${p.name}: pixel of ${s.path}`).toBeDefined();
        expect(p.source(back!.x, back!.y, 4)?.offset, `${p.name}: ${s.path} round trip`).toBe(s.offset);
      }
    });
  });
}
