// A rendered picture as PNG bytes: height maps as 16-bit greyscale holding the raw values (what map compilers
// read back), byte grids as 8-bit greyscale, textures as RGBA, plans rasterised to RGBA first.
import { PictureImage } from './picture';
import { rasterisePlan } from './raster';

export async function pictureToPng(image: PictureImage): Promise<Uint8Array> {
  // Loaded on the first export: the encoder's deflate tables are built in a loop V8 compiles when the module starts,
  // which cost every parse worker about 5 MiB of memory and every CLI run the time to build them.
  const { encode } = await import('fast-png');
  const { width, height } = image;
  switch (image.kind) {
    case 'gray16':
      return encode({ width, height, data: image.data, depth: 16, channels: 1 });
    case 'gray8':
      return encode({ width, height, data: image.data, depth: 8, channels: 1 });
    case 'rgba':
      return encode({ width, height, data: image.data, depth: 8, channels: 4 });
    case 'plan':
      return encode({ width, height, data: rasterisePlan(image.plan, width, height), depth: 8, channels: 4 });
  }
}
