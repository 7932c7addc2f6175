// Terrain heights imported into a Land.msh. The height picture shows each cell's highest vertex as 0..65535 over
// the lowest..highest vertex, so it cannot give back the exact float of every vertex: only the cells whose value in
// the image differs from what the picture shows are written. Such a cell's highest vertex gets the image's height,
// and the other vertices in the cell move with it by the same amount; every other byte of the archive stays, so
// export -> import is the identity. The vertex payload is written through the NRes encoder (nres/encode.ts).
import { VERTEX_SIZE } from './msh/layout';
import { HEADER_SIZE } from './nres/layout';
import { encodeNRes } from './nres/encode';
import { NResIndex, NResModel } from './decode';
import type { PictureImporter } from '../../core/pictures/import';
import { mshHeightGrid } from './msh/height-grid';
import { ImportRefused } from '../../core/pictures/png-read';
import { msg } from '../../core/translatable';

/** z follows x and y, f32 each. */
const Z = 8;

export function parkanImporter(model: NResModel, index: NResIndex, bytes: Uint8Array): PictureImporter {
  const grid = index.msh && mshHeightGrid(index, bytes);
  const archive = model.archive;
  const fits = grid && grid.entry.dataOffset + grid.count * VERTEX_SIZE <= archive.directoryOffset;
  return {
    names: fits ? ['height'] : [],
    target(name) {
      if (name !== 'height') throw new ImportRefused(msg`${name} cannot be imported (only a Land.msh's height)`);
      if (!grid || !fits) throw new ImportRefused(msg`the file has no vertex heights to write`);
      return { width: grid.side, height: grid.side, depths: [16, 8], heightRange: false };
    },
    write(images) {
      const image = images.get('height');
      if (!grid || !image) return encodeNRes(archive);
      const { side, minZ, maxZ, coord, cellOf, vertexAt, level } = grid;
      const scale = image.depth === 16 ? 1 : 257;
      // The new height of the highest vertex of each changed cell; NaN where the cell is unchanged.
      const cellZ = new Float64Array(side * side).fill(NaN);
      for (let c = 0; c < cellZ.length; c++) {
        const top = vertexAt[c];
        const v = image.data[c] * scale;
        if (top >= 0 && v !== level(coord(top, 2))) cellZ[c] = minZ + (v / 65535) * (maxZ - minZ);
      }
      const data = archive.data.slice();
      const view = new DataView(data.buffer);
      const base = grid.entry.dataOffset - HEADER_SIZE;
      for (let i = 0; i < grid.count; i++) {
        const c = cellOf(i);
        if (c < 0 || Number.isNaN(cellZ[c])) continue;
        const top = vertexAt[c];
        const z = i === top ? cellZ[c] : coord(i, 2) + (cellZ[c] - coord(top, 2));
        view.setFloat32(base + i * VERTEX_SIZE + Z, z, true);
      }
      return encodeNRes({ ...archive, data });
    },
  };
}
