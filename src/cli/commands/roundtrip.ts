// `hex-atlas roundtrip`: decode and re-encode; the bytes must come back identical.
import { analyze } from '../../analysis';
import { files } from '../args';
import { Command, sayer, usageExit } from '../command';
import { readFile } from '../../input/io';
import { hex } from '../../core/numbers';
import { msg, counted } from '../../core/translatable';

export const roundtripCommand: Command = {
  name: 'roundtrip',
  summary: msg`decode and re-encode; report whether the bytes are identical`,
  usage: '<file>...',
  options: [],
  exitCodes: [[0, msg`every file identical`], [1, msg`a file differs or cannot be encoded`], usageExit],
  async run(args, io) {
    const [out, say] = [io.out, sayer(io)];
    let failed = false;
    for (const file of files(args)) {
      const bytes = await readFile(file);
      const a = await analyze(file, bytes, { decodeOnly: true });
      if (a.decoded.model === undefined) {
        out(`${file}: ${say(msg`cannot encode (${a.format.displayName}: decoding stopped early)`)}`);
        failed = true;
        continue;
      }
      const encoded = a.format.encode(a.decoded.model);
      const diff = firstDifference(bytes, encoded);
      if (diff < 0) out(`${file}: ${say(msg`identical (${counted(bytes.length, 'byte')})`)}`);
      else {
        failed = true;
        const [original, again] = [counted(bytes.length, 'byte'), counted(encoded.length, 'byte')];
        out(`${file}: ${say(msg`differs at ${hex(diff)} (original ${original}, encoded ${again})`)}`);
      }
    }
    return failed ? 1 : 0;
  },
};

export function firstDifference(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : n;
}
