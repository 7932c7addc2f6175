// `hex-atlas import`: PNG pictures (height, terrain types, metal, grass) written back into a Spring map, or terrain
// heights into a Parkan Land.msh, each refused unless it has the exact size and a pixel format with one value per
// pixel; the result goes to a new file.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { analyze } from '../../analysis';
import { HEIGHT_RANGES, PngImport, importPictures } from '../../core/pictures/import';
import { ImportRefused } from '../../core/pictures/png-read';
import { ParsedArgs, UsageError, choiceFlag } from '../args';
import { Command, sayer, usageExit } from '../command';
import { FileError, Out, readFile, writeFile } from '../../input/io';
import { joined, msg, counted, type Text } from '../../core/translatable';

const PICTURES = ['height', 'type', 'metal', 'grass'] as const;

export const importCommand: Command = {
  name: 'import',
  summary: msg`write PNG pictures (height, type, metal, grass map) into a Spring map or Land.msh, as a new file`,
  usage: '<map.smf> [--height h.png] [--type t.png] [--metal m.png] [--grass g.png] --out <new.smf>',
  details: [
    joined(
      msg`Each PNG must have the size of its map section exactly: height (mapx+1)x(mapy+1), type and `,
      msg`metal (mapx/2)x(mapy/2), grass (mapx/4)x(mapy/4). Height is 16-bit greyscale (the raw `,
      msg`values, as \`export\` writes them) or 8-bit (value * 257); the others 8-bit greyscale. RGB and `,
      msg`RGBA are read only when every pixel is grey and opaque. \`--height-range image\` stretches the `,
      msg`heights between the darkest and the brightest value over the whole raw range and sets `,
      msg`minHeight and maxHeight to their heights; an image spanning the whole range (any export of a `,
      msg`map that does) keeps the header. Every other byte stays. A Parkan Land.msh takes --height: `,
      msg`the cells whose value differs from the exported picture move their vertices to that height `,
      msg`within the lowest..highest vertex; the others keep their exact floats.`,
    ),
  ],
  options: [
    { name: 'height', value: 'PNG', help: msg`the height map` },
    { name: 'type', value: 'PNG', help: msg`the terrain type map` },
    { name: 'metal', value: 'PNG', help: msg`the metal map` },
    { name: 'grass', value: 'PNG', help: msg`the grass map (maps with a vegetation header)` },
    {
      name: 'height-range',
      value: 'keep|image',
      help: msg`keep the header's minHeight/maxHeight (default) or set them from the image`,
    },
    { name: 'out', value: 'PATH', help: msg`write the new map there (never over the input)` },
  ],
  exitCodes: [
    [0, msg`written`],
    [1, msg`a picture cannot be imported (size, pixel format, or the map lacks it): nothing written`],
    usageExit,
  ],
  async run(args, io) {
    return importPngs(args, io.out, io.err, sayer(io));
  },
};

async function importPngs(args: ParsedArgs, out: Out, err: Out, say: (text: Text) => string): Promise<number> {
  if (args.positional.length !== 1) throw new UsageError(msg`import takes exactly one map file`);
  const [file] = args.positional;
  const target = args.flags.get('out');
  if (typeof target !== 'string') throw new UsageError(msg`import needs --out <path>`);
  if (path.resolve(target) === path.resolve(file))
    throw new UsageError(msg`${target} is the input file: write a new one`);
  const range = choiceFlag(args, 'height-range', HEIGHT_RANGES, 'keep');
  const pngs: PngImport[] = [];
  for (const name of PICTURES) {
    const png = args.flags.get(name);
    if (png === true) throw new UsageError(msg`--${name} needs a PNG file`);
    if (png !== undefined) pngs.push({ name, png: (limit) => readBounded(png, limit) });
  }
  if (pngs.length === 0) throw new UsageError(msg`import needs a picture: ${PICTURES.map((p) => `--${p}`).join(', ')}`);
  const bytes = await readFile(file);
  const a = await analyze(file, bytes, { decodeOnly: true });
  let result: Uint8Array;
  try {
    result = await importPictures(a.format, a.decoded, bytes, pngs, range);
  } catch (e) {
    if (!(e instanceof ImportRefused)) throw e;
    err(`hex-atlas: ${file} (${say(a.format.displayName)}): ${say(msg`${e.text}; nothing written`)}`);
    return 1;
  }
  await writeFile(target, result);
  const names = pngs.map((p) => p.name).join(', ');
  out(`${target}: ${say(msg`${file} with ${names} imported (${counted(result.length, 'byte')})`)}`);
  return 0;
}

/** A PNG file, refused unread when it is larger than `limit` bytes. */
async function readBounded(file: string, limit: number): Promise<Uint8Array> {
  const size = await fs.stat(file).then(
    (s) => s.size,
    (e: NodeJS.ErrnoException) => {
      throw new FileError(msg`cannot read ${file}: ${e.code ?? String(e)}`);
    },
  );
  if (size > limit) throw new ImportRefused(msg`${file} is ${size} bytes, more than the picture can need (${limit})`);
  return readFile(file);
}
