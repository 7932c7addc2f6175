// `hex-atlas export`: the pictures of a file (height map, terrain types, textures, plans) as PNG files, the same
// pictures the editor shows beside the hex view.
import { analyze } from '../../analysis';
import { filePictures } from '../../archives/map/map-pictures';
import { pictureToPng } from '../../core/pictures/png';
import { ParsedArgs, UsageError, intFlag } from '../args';
import { Command, sayer } from '../command';
import { readInput, resolveInput } from '../../input/archive-input';
import { Out, writeFile } from '../../input/io';
import { joined, msg, type Text } from '../../core/translatable';

export const exportCommand: Command = {
  name: 'export',
  summary: msg`write a picture of the file (height map, types, minimap, texture, plan) as PNG`,
  usage: '<file> --list | <file> <picture> <out.png> [--mip N]   (file: a path or ARCHIVE!inner/path)',
  details: [
    joined(
      msg`\`height\` is 16-bit greyscale of the raw u16 heights; \`type\`, \`metal\`, \`grass\` 8-bit `,
      msg`greyscale of the raw values; \`minimap\`, \`texture\` and plans RGBA.`,
    ),
  ],
  options: [
    { name: 'list', help: msg`print the names of the pictures the file has, one a line` },
    { name: 'mip', value: 'N', help: msg`mip level of DXT1 pictures (0 = full size)` },
  ],
  exitCodes: [
    [0, msg`listed or written`],
    [2, msg`usage error, unreadable file, no such picture or no pictures`],
  ],
  async run(args, io) {
    return exportPicture(args, io.out, io.err, sayer(io));
  },
};

async function exportPicture(args: ParsedArgs, out: Out, err: Out, say: (text: Text) => string): Promise<number> {
  const [file, name, target] = args.positional;
  const list = args.flags.has('list');
  if (!file || (!list && (!name || !target))) throw new UsageError(msg`export needs a file, a picture and a PNG file`);
  const { bytes, siblings } = await readInput(resolveInput(file));
  const a = await analyze(file, bytes, { decodeOnly: true });
  const pictures = await filePictures(a.format, a.decoded, bytes, siblings);
  if (pictures.length === 0) {
    err(`hex-atlas: ${say(msg`${file} (${a.format.displayName}) has no pictures`)}`);
    return 2;
  }
  if (list) {
    for (const p of pictures) out(p.name);
    return 0;
  }
  const picture = pictures.find((p) => p.name === name);
  if (!picture) {
    const names = pictures.map((p) => p.name).join(', ');
    err(`hex-atlas: ${say(msg`${file} has no picture '${name}' (it has: ${names})`)}`);
    return 2;
  }
  const image = picture.render({ mip: intFlag(args, 'mip', 0) });
  await writeFile(target, await pictureToPng(image));
  out(`${target}: ${say(picture.title)}, ${image.width}x${image.height} ${image.kind}`);
  return 0;
}
