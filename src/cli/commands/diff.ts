// `hex-atlas diff`: structural differences of two files by field path, by section with exact counts, as text, JSON
// or Markdown, and the pictures of what changed as PNG files.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { analyze } from '../../analysis';
import { thousands, zeroCounts } from '../../diff/counts';
import { DiffResult, diffTrees } from '../../diff/diff';
import { markdownReport } from '../../diff/markdown';
import { textReport } from '../../diff/report';
import { listPictures } from '../../core/pictures';
import { PictureComparison, pairPictures, rowToRgb, uncomparedText } from '../../core/pictures/difference';
import { choiceFlag, files, intFlag } from '../args';
import { Command } from '../command';
import { readInput, resolveInput } from '../../input/archive-input';
import { writeRgbPng } from '../rgb-png';
import { english, joined, msg, render, type Language } from '../../core/translatable';

const FORMATS = ['text', 'json', 'markdown'] as const;

export const diffCommand: Command = {
  name: 'diff',
  summary: msg`list structural differences of two files by field path`,
  usage:
    '<a> <b> [--format text|json|markdown] [--json] [--limit N] [--images DIR]   (each a file or ARCHIVE!inner/path)',
  details: [
    joined(
      msg`Differences are grouped by section (header, heightMap, minimap, …), each named once with its `,
      msg`exact count; sections of single values come first, bulk sections after. Changed values read `,
      msg`\`header.mapid: 812 -> 813\`; added, removed and moved records \`+ path\`, \`- path\`, \`~ path: `,
      msg`moved from [i] to [j]\`. Records are matched by their natural key where the format has one `,
      msg`(a component's address, an archive entry's name, a record's name, a feature's type and `,
      msg`position), otherwise by position after the equal records at both ends; bulk arrays and long `,
      msg`arrays of records are summarised: how many elements differ, in which fields, and the first `,
      msg`few. With --images, every picture both files have (height, type, metal and grass maps, `,
      msg`minimap, plans) is written as an 8-bit RGB PNG named after its section (heightMap.png): `,
      msg`equal cells grey, changed cells coloured from blue (small change) to red (large).`,
    ),
  ],
  options: [
    {
      name: 'format',
      value: 'F',
      help: msg`text (default), json ({ equal, total, counts, differences, pictures }) or markdown`,
    },
    { name: 'json', help: msg`the same as --format json` },
    {
      name: 'limit',
      value: 'N',
      help: msg`differences listed per section (default 10 in text and markdown, 1000 in JSON; all are counted)`,
    },
    { name: 'images', value: 'DIR', help: msg`write the pictures of what changed into DIR as PNG files` },
  ],
  exitCodes: [
    [0, msg`the files are structurally equal`],
    [1, msg`they differ`],
    [2, msg`usage error or unreadable file`],
  ],
  async run(args, { out, lang }) {
    const human = lang?.human ?? english;
    const [fileA, fileB] = files(args, 2);
    const format = args.flags.has('json') ? 'json' : choiceFlag(args, 'format', FORMATS, 'text');
    const limit = intFlag(args, 'limit', format === 'json' ? 1000 : 10);
    // The values' readings and the pictures' titles follow the report's language: JSON's stays English unless --lang.
    const values = (format === 'json' ? lang?.machine : human) ?? english;
    const imageDir = args.flags.get('images');
    const [inputA, inputB] = await Promise.all([readInput(resolveInput(fileA)), readInput(resolveInput(fileB))]);
    const [bytesA, bytesB] = [inputA.bytes, inputB.bytes];
    const [a, b] = await Promise.all([
      analyze(fileA, bytesA, { decodeOnly: true }),
      analyze(fileB, bytesB, { decodeOnly: true }),
    ]);
    const same = a.format.id === b.format.id;
    const result: DiffResult = same
      ? diffTrees(
          { root: a.decoded.root, bytes: bytesA },
          { root: b.decoded.root, bytes: bytesB },
          { limit, lang: values },
        )
      : {
          total: 1,
          counts: { ...zeroCounts(), changed: 1 },
          groups: {},
          differences: [{ kind: 'changed', path: 'format', a: a.format.id, b: b.format.id }],
        };
    // Pictures only when they are to be written: counting them costs a pass over every grid and texture.
    const pictures =
      same && typeof imageDir === 'string'
        ? pairPictures(
            await listPictures(a.format, a.decoded, bytesA, inputA.siblings),
            await listPictures(b.format, b.decoded, bytesB, inputB.siblings),
            a.decoded.root,
            values,
          )
        : [];
    const images: Record<string, string> = {};
    if (typeof imageDir === 'string') {
      await fs.mkdir(imageDir, { recursive: true });
      // All at once: each compresses on a thread of its own while the rows of the others are computed.
      const comparable = pictures.filter((c) => c.comparable);
      const files = await Promise.all(comparable.map((c) => writeDifference(c, imageDir)));
      comparable.forEach((c, i) => (images[c.info.name] = files[i]));
    }
    const infos = pictures.map((c) => c.info);
    if (format === 'json') {
      const { total, counts, differences } = result;
      out(JSON.stringify({ equal: total === 0, total, counts, differences, pictures: infos }, null, 2));
    } else if (format === 'markdown') {
      const nameA = path.basename(fileA);
      const nameB = path.basename(fileB);
      const report = markdownReport({ nameA, nameB, result, pictures: infos, lines: limit, images, lang: human });
      for (const line of report) out(line);
    } else {
      for (const line of textReport(result, limit, human)) out(line);
      for (const p of infos) if (p.status !== 'equal') out(pictureLine(p, images[p.name], human));
    }
    return result.total === 0 ? 0 : 1;
  },
};

/** Writes the difference picture into `dir`, counting its changed cells on the way; returns the file's path. */
async function writeDifference(c: PictureComparison, dir: string): Promise<string> {
  const file = path.join(dir, `${c.info.name}.png`);
  const { width } = c.info;
  const level = new Uint8Array(width);
  const grey = new Uint8Array(width);
  let changed = 0;
  await writeRgbPng(file, width, c.info.height, (y, rgb) => {
    changed += c.row(y, level, grey);
    rowToRgb(level, grey, rgb);
  });
  c.counted(changed);
  return file;
}

function pictureLine(p: PictureComparison['info'], image: string | undefined, lang: Language): string {
  const cells = render(msg`${thousands(p.changed)} of ${thousands(p.width * p.height)} pixels differ`, lang);
  return render(msg`picture ${p.name}: ${uncomparedText(p, lang) ?? cells}${image ? ` (${image})` : ''}`, lang);
}
