// A rendered picture as PNG bytes: height maps as 16-bit greyscale holding the raw values (what map compilers
// read back), byte grids as 8-bit greyscale, textures as RGBA, plans rasterised to RGBA first.
import { encode } from 'fast-png';
import { PictureImage } from './picture';
import { rasterisePlan } from './raster';

export function pictureToPng(image: PictureImage): Uint8Array {
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
