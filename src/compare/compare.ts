// Compare with…: two files decoded and diffed structurally, each difference with its byte spans so the diff view
// can show the bytes. Runs in a job worker.
import { analyze } from '../analysis';
import { diffTrees, type Difference } from '../diff/diff';

export interface CompareResult {
  formatA: string;
  formatB: string;
  sizeA: number;
  sizeB: number;
  /** All differences found; `differences` holds the first `limit`. */
  total: number;
  differences: Difference[];
}

export async function compareFiles(
  a: { name: string; bytes: Uint8Array },
  b: { name: string; bytes: Uint8Array },
  limit: number,
): Promise<CompareResult> {
  const [x, y] = await Promise.all([
    analyze(a.name, a.bytes, { decodeOnly: true }),
    analyze(b.name, b.bytes, { decodeOnly: true }),
  ]);
  const sizes = { formatA: x.format.id, formatB: y.format.id, sizeA: a.bytes.length, sizeB: b.bytes.length };
  if (x.format.id !== y.format.id) {
    const whole = (length: number) => ({ offset: 0, length });
    const format: Difference = {
      kind: 'changed',
      path: 'format',
      a: x.format.displayName,
      b: y.format.displayName,
      spanA: whole(a.bytes.length),
      spanB: whole(b.bytes.length),
    };
    return { ...sizes, total: 1, differences: [format] };
  }
  const r = diffTrees(
    { root: x.decoded.root, bytes: a.bytes },
    { root: y.decoded.root, bytes: b.bytes },
    { limit, spans: true },
  );
  return { ...sizes, total: r.total, differences: r.differences };
}
