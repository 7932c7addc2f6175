// The toy file's one picture: its cells as an 8-bit grey image, each pixel linked to its byte.
import { bufferSource } from '../../../src/core/byte-source';
import type { PictureHooks } from '../../../src/core/format';
import { gridPicture } from '../../../src/core/pictures/grid';
import { HEADER_SIZE, type ToyModel } from './decode';
import { msg } from '../../../src/core/translatable';

export const toyPictures: PictureHooks<ToyModel, ToyModel> = {
  list: ({ index }, bytes) =>
    index && index.cells.length === index.width * index.height && index.cells.length > 0
      ? [
          gridPicture({
            name: 'cells',
            title: msg`cells, ${index.width}x${index.height} u8`,
            source: bufferSource(bytes),
            elem: 'u8',
            node: 'cells',
            width: index.width,
            height: index.height,
            offset: HEADER_SIZE,
            describe: (raw) => msg`cell ${raw}`,
          }),
        ]
      : [],
};
