// hex-atlas export: the pictures of a file (height map, terrain types, textures, plans) as PNG files, the same
// pictures the editor shows beside the hex view.
import { promises as fs } from 'node:fs';
import { analyze } from '../analysis';
import { listPictures } from '../pictures';
import { pictureToPng } from '../pictures/png';
import { UsageError, intFlag, parseArgs } from './args';
import { siblingsOf } from './main';

type Out = (line: string) => void;

export const EXPORT_USAGE = 'hex-atlas export <file> --list | hex-atlas export <file> <picture> <out.png> [--mip N]';

export async function exportCommand(argv: string[], out: Out, err: Out): Promise<number> {
  const args = parseArgs(argv, ['mip']);
  const [file, name, target] = args.positional;
  const list = args.flags.has('list');
  if (!file || (!list && (!name || !target))) throw new UsageError(`export needs a file, a picture and a PNG file`);
  let bytes: Uint8Array;
  try {
    const b = await fs.readFile(file);
    bytes = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  } catch (e) {
    err(`hex-atlas: cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    return 2;
  }
  const a = await analyze(file, bytes, { decodeOnly: true });
  const pictures = await listPictures(a.format.id, a.decoded, bytes, siblingsOf(file));
  if (pictures.length === 0) {
    err(`hex-atlas: ${file} (${a.format.displayName}) has no pictures`);
    return 2;
  }
  if (list) {
    for (const p of pictures) out(p.name);
    return 0;
  }
  const picture = pictures.find((p) => p.name === name);
  if (!picture) {
    err(`hex-atlas: ${file} has no picture '${name}' (it has: ${pictures.map((p) => p.name).join(', ')})`);
    return 2;
  }
  const image = picture.render({ mip: intFlag(args, 'mip', 0) });
  await fs.writeFile(target, pictureToPng(image));
  out(`${target}: ${picture.title}, ${image.width}x${image.height} ${image.kind}`);
  return 0;
}
