// `hex-atlas generate`: valid synthetic files of a format family, from the project's own writers.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { families, familyById } from '../../formats';
import { UsageError, intFlag } from '../args';
import { Command, sayer, usageExit } from '../command';
import { writeFile } from '../../input/io';
import { msg, counted } from '../../core/translatable';

const familyIds = families.map((f) => f.id);

export const generateCommand: Command = {
  name: 'generate',
  summary: msg`write valid synthetic files of a format; larger N, larger files`,
  usage: `<${familyIds.join('|')}> <out-dir> [--scale N]`,
  options: [{ name: 'scale', value: 'N', help: msg`size factor, at least 1 (default 1)` }],
  exitCodes: [[0, msg`written`], usageExit],
  async run(args, io) {
    const say = sayer(io);
    const [family, outDir] = args.positional;
    if (!family || !outDir) throw new UsageError(msg`generate needs a format and an output folder`);
    const gen = familyById(family)?.generate;
    if (!gen) throw new UsageError(msg`unknown format '${family}' (one of ${familyIds.join(', ')})`);
    const scale = intFlag(args, 'scale', 1);
    if (scale < 1) throw new UsageError(msg`--scale must be at least 1`);
    await fs.mkdir(outDir, { recursive: true });
    for (const f of gen(scale)) {
      const target = path.join(outDir, f.name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, f.bytes);
      io.out(`${target} (${say(counted(f.bytes.length, 'byte'))})`);
    }
    return 0;
  },
};
