// Terrain heights imported into a Land.msh. The height picture shows each cell's highest vertex as 0..65535 over
// the lowest..highest vertex, so it cannot give back the exact float of every vertex: only the cells whose value in
// the image differs from what the picture shows are written. Such a cell's highest vertex gets the image's height,
// and the other vertices in the cell move with it by the same amount; every other byte of the archive stays, so
// export -> import is the identity. The vertex payload is written through the NRes encoder (nres/encode.ts), or, for
// an archive read in pages (its vertex table is held: bounded by u16 indices), in place as that payload alone.
import { VERTEX_SIZE } from './msh/layout';
import { HEADER_SIZE } from './nres/layout';
import { encodeNRes } from './nres/encode';
import { NResIndex, NResModel } from './decode';
import type { PictureImporter } from '../../core/pictures/import';
import { mshHeightGrid, type MshHeightGrid } from './msh/height-grid';
import { ImportRefused, type GreyImage } from '../../core/pictures/png-read';
import { msg } from '../../core/translatable';

/** z follows x and y, f32 each. */
const Z = 8;

export function parkanImporter(model: NResModel, index: NResIndex, bytes: Uint8Array): PictureImporter {
  const grid = index.msh && mshHeightGrid(index, bytes);
  const archive = model.archive;
  const fits = grid && grid.entry.dataOffset + grid.count * VERTEX_SIZE <= archive.directoryOffset;
  const written = (images: ReadonlyMap<string, GreyImage>) => {
    const image = images.get('height');
    return grid && image ? heightsWritten(grid, image, bytes) : undefined;
  };
  return {
    names: fits ? ['height'] : [],
    target(name) {
      if (name !== 'height') throw new ImportRefused(msg`${name} cannot be imported (only a Land.msh's height)`);
      if (!grid || !fits) throw new ImportRefused(msg`the file has no vertex heights to write`);
      return { width: grid.side, height: grid.side, depths: [16, 8], heightRange: false };
    },
    write(images) {
      const vertices = written(images);
      if (!grid || !vertices) return encodeNRes(archive);
      const data = archive.data.slice();
      data.set(vertices, grid.entry.dataOffset - HEADER_SIZE);
      return encodeNRes({ ...archive, data });
    },
    writeInPlace(images) {
      const vertices = written(images);
      return grid && vertices ? [{ offset: grid.entry.dataOffset, bytes: vertices }] : [];
    },
  };
}

/** The vertex payload with the heights of `image` written: each changed cell's vertices moved with its highest. */
function heightsWritten(grid: MshHeightGrid, image: GreyImage, bytes: Uint8Array): Uint8Array {
  const { side, minZ, maxZ, coord, cellOf, vertexAt, level } = grid;
  const scale = image.depth === 16 ? 1 : 257;
  // The new height of the highest vertex of each changed cell; NaN where the cell is unchanged.
  const cellZ = new Float64Array(side * side).fill(NaN);
  for (let c = 0; c < cellZ.length; c++) {
    const top = vertexAt[c];
    const v = image.data[c] * scale;
    if (top >= 0 && v !== level(coord(top, 2))) cellZ[c] = minZ + (v / 65535) * (maxZ - minZ);
  }
  const at = grid.entry.dataOffset;
  const vertices = bytes.slice(at, at + grid.count * VERTEX_SIZE);
  const view = new DataView(vertices.buffer);
  for (let i = 0; i < grid.count; i++) {
    const c = cellOf(i);
    if (c < 0 || Number.isNaN(cellZ[c])) continue;
    const top = vertexAt[c];
    const z = i === top ? cellZ[c] : coord(i, 2) + (cellZ[c] - coord(top, 2));
    view.setFloat32(i * VERTEX_SIZE + Z, z, true);
  }
  return vertices;
}
