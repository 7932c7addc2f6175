// `hex-atlas roundtrip`: decode and re-encode; the bytes must come back identical.
import { analyze } from '../../analysis';
import { files } from '../args';
import { Command, usageExit } from '../command';
import { readFile } from '../io';
import { hex } from '../../core/numbers';

export const roundtripCommand: Command = {
  name: 'roundtrip',
  summary: 'decode and re-encode; report whether the bytes are identical',
  usage: '<file>...',
  options: [],
  exitCodes: [[0, 'every file identical'], [1, 'a file differs or cannot be encoded'], usageExit],
  async run(args, { out }) {
    let failed = false;
    for (const file of files(args)) {
      const bytes = await readFile(file);
      const a = await analyze(file, bytes, { decodeOnly: true });
      if (a.decoded.model === undefined) {
        out(`${file}: cannot encode (${a.format.displayName}: decoding stopped early)`);
        failed = true;
        continue;
      }
      const encoded = a.format.encode(a.decoded.model);
      const diff = firstDifference(bytes, encoded);
      if (diff < 0) out(`${file}: identical (${bytes.length} bytes)`);
      else {
        failed = true;
        out(`${file}: differs at ${hex(diff)} (original ${bytes.length} bytes, encoded ${encoded.length} bytes)`);
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
