// The texture of the 8192x8192-square map (2048x2048 tiles, 65536 texels a side) as the picture pane shows it: the
// overview (mip 3, every fourth pixel) and a zoomed-in view at full resolution, each read by the tiles it shows
// from the tile files opened by descriptor, as the parse worker reads them. Against what the pane did before: the
// whole texture rendered at mip 3 (8192x8192 RGBA) and kept. Run in a child process with --expose-gc (memory is the
// growth of array buffers and heap over the decoded map).
import fs from 'node:fs';
import path from 'node:path';
import { analyzePaged } from '../src/analysis';
import type { ByteSource } from '../src/core/byte-source';
import type { SiblingFiles } from '../src/core/format';
import { listPictures } from '../src/core/pictures/index';
import { findSibling } from '../src/core/siblings';
import { PictureSession } from '../src/editor/picture-session';
import { PieceSource } from '../src/editor/piece-source';

export interface TextureFigures {
  mapMB: number;
  tileFilesMB: number;
  overview: { ms: number; width: number; read: number; extra: number };
  detail: { ms: number; width: number; read: number; extra: number };
  whole: { ms: number; extra: number; width: number };
}

const used = (): number => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/** A file read by descriptor through the worker's page cache, counting the bytes the picture asked for. */
function openCounted(file: string, counter: { read: number }): ByteSource {
  const fd = fs.openSync(file, 'r');
  const size = fs.fstatSync(fd).size;
  const pages = new PieceSource([{ fd, from: 0, length: size }], (f, into, at) =>
    fs.readSync(f, into, 0, into.length, at),
  );
  return {
    size,
    read: (offset, length) => {
      counter.read += length;
      return pages.read(offset, length);
    },
  };
}

export async function measureTexture(dir: string): Promise<TextureFigures> {
  const all = fs.readdirSync(dir, { recursive: true }).map(String);
  const map = path.join(
    dir,
    all.find((f) => f.endsWith('.smf'))!,
  );
  const counter = { read: 0 };
  const siblings: SiblingFiles = {
    read: () => Promise.resolve(undefined),
    source: (name) => {
      const hit = findSibling(
        all.map((f) => path.basename(f)),
        name,
      );
      const file = hit && all.find((f) => path.basename(f) === hit);
      return Promise.resolve(file ? openCounted(path.join(dir, file), counter) : undefined);
    },
  };
  const source = openCounted(map, { read: 0 });
  const paged = (await analyzePaged(path.basename(map), source))!;
  const session = new PictureSession(paged.analysis.format, paged.analysis.decoded, paged.held, [], siblings);
  await session.answer({ kind: 'pictures' });
  const shown = async (mip: number, step: number, region?: { x: number; y: number; width: number; height: number }) => {
    const [before, read, t0] = [used(), counter.read, performance.now()];
    const data = (await session.answer({ kind: 'picture', name: 'texture', mip, step, region }))!;
    return { ms: performance.now() - t0, width: data.width, read: counter.read - read, extra: used() - before };
  };
  const overview = await shown(3, 4);
  const detail = await shown(0, 1, { x: 30000, y: 30000, width: 1024, height: 1024 });
  const tileFiles = all.filter((f) => f.endsWith('.smt')).map((f) => fs.statSync(path.join(dir, f)).size);
  // Before: the pane rendered the whole texture at its mip level and kept it.
  const { format, decoded } = paged.analysis;
  const texture = (await listPictures(format, decoded, paged.held, siblings)).find((p) => p.name === 'texture')!;
  const [before, t0] = [used(), performance.now()];
  const image = texture.render({ mip: 3 });
  const whole = { ms: performance.now() - t0, extra: used() - before, width: image.width };
  return {
    mapMB: source.size / 1e6,
    tileFilesMB: tileFiles.reduce((a, b) => a + b, 0) / 1e6,
    overview,
    detail,
    whole,
  };
}

const mib = (n: number): string => `${(n / 2 ** 20).toFixed(1)} MiB`;

export function textureText(f: TextureFigures): string {
  return [
    `Texture of the ${f.mapMB.toFixed(0)} MB map (2048x2048 tiles; tile files ${f.tileFilesMB.toFixed(1)} MB), by the tiles shown:`,
    `  overview, mip 3 every 4th pixel (${f.overview.width} px a side): ${f.overview.ms.toFixed(0)} ms, ` +
      `${mib(f.overview.read)} read from the tile files, ${mib(f.overview.extra)} held after (the pixels sent included)`,
    `  zoomed in, ${f.detail.width}x${f.detail.width} at mip 0: ${f.detail.ms.toFixed(0)} ms, ${mib(f.detail.read)} read, ` +
      `${mib(f.detail.extra)} held after`,
    `  before: the whole texture rendered at mip 3 (${f.whole.width} px a side) and kept: ${f.whole.ms.toFixed(0)} ms, ` +
      `${mib(f.whole.extra)} held`,
  ].join('\n');
}
