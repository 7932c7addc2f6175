// `hex-atlas generate`: valid synthetic files of a format family, from the project's own writers.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { generators } from '../../formats';
import { UsageError, intFlag } from '../args';
import { Command, usageExit } from '../command';

const families = Object.keys(generators);

export const generateCommand: Command = {
  name: 'generate',
  summary: 'write valid synthetic files of a format; larger N, larger files',
  usage: `<${families.join('|')}> <out-dir> [--scale N]`,
  options: [{ name: 'scale', value: 'N', help: 'size factor, at least 1 (default 1)' }],
  exitCodes: [[0, 'written'], usageExit],
  async run(args, { out }) {
    const [family, outDir] = args.positional;
    if (!family || !outDir) throw new UsageError('generate needs a format and an output folder');
    const gen = generators[family];
    if (!gen) throw new UsageError(`unknown format '${family}' (one of ${families.join(', ')})`);
    const scale = intFlag(args, 'scale', 1);
    if (scale < 1) throw new UsageError('--scale must be at least 1');
    await fs.mkdir(outDir, { recursive: true });
    for (const f of gen(scale)) {
      const target = path.join(outDir, f.name);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, f.bytes);
      out(`${target} (${f.bytes.length} bytes)`);
    }
    return 0;
  },
};
