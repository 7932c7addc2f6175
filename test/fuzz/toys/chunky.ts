// A toy format for testing the fuzzer itself: "TOY1", u32 chunk count, then chunks of [u32 total size, u32 value,
// payload]. `chunkyCodec()` decodes it tolerantly and correctly; `brokenCodec(flaw)` breaks exactly one property
// on inputs whose first chunk's value field is not 7, which mutants soon produce.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Cursor } from '../../../src/core/cursor';
import { DiagnosticSink, coreRules, rule } from '../../../src/core/diagnostics';
import { Decoded, FormatCodec, GeneratedFile } from '../../../src/core/format';
import { BasicNode, container, opaque } from '../../../src/core/node';
import { StructBuilder } from '../../../src/core/builder';
import { tolerate } from '../../../src/core/tolerate';
import { msg } from '../../../src/core/translatable';

const badSize = rule(
  'toy.bad-size',
  'error',
  'Chunk size out of range',
  'A chunk size is smaller than its header or runs past the end.',
  'toy',
);

export function chunkyFile(values: number[]): Uint8Array {
  const out = new Uint8Array(8 + values.length * 12);
  const view = new DataView(out.buffer);
  out.set([0x54, 0x4f, 0x59, 0x31]);
  view.setUint32(4, values.length, true);
  values.forEach((v, i) => {
    view.setUint32(8 + i * 12, 12, true);
    view.setUint32(12 + i * 12, v, true);
    view.setUint32(16 + i * 12, v * 3, true);
  });
  return out;
}

export const chunkySeed = (): GeneratedFile[] => [{ name: 'seed.toy', bytes: chunkyFile([7, 1, 2, 3]) }];

function decodeChunky(bytes: Uint8Array): Decoded<Uint8Array, undefined> {
  const diags = new DiagnosticSink(bytes.length);
  const c = new Cursor(bytes);
  const header = new StructBuilder(c, 'header', 'Header');
  const parts = [];
  tolerate(diags, { start: 0, end: bytes.length, what: msg`header` }, () => {
    header.fixedString('magic', 4);
    header.u32('count');
  });
  parts.push(header.done());
  while (c.remaining >= 8) {
    const at = c.pos;
    const size = c.view.getUint32(at, true);
    if (size < 8 || size > c.remaining) {
      diags.report(badSize, at, 4);
      break;
    }
    const s = new StructBuilder(new Cursor(bytes, at, at + size), 'chunk', 'Chunk');
    s.u32('size');
    s.u32('value');
    if (size > 8) s.opaque('payload', size - 8);
    parts.push(s.done());
    c.pos = at + size;
  }
  if (c.remaining > 0) diags.report(coreRules.truncated, c.pos, c.remaining);
  const root = container({ name: 'file', type: 'Toy', kind: 'struct', offset: 0, end: bytes.length }, parts);
  return { root, model: bytes, index: undefined, diagnostics: diags.finish() };
}

const base: FormatCodec<Uint8Array, undefined> = {
  id: 'chunky',
  displayName: msg`Toy chunks`,
  patterns: ['*.toy'],
  sniff: (b) => b[0] === 0x54,
  decode: decodeChunky,
  validate: async () => [],
  encode: (m) => m.slice(),
  rules: [badSize],
};

export function chunkyCodec(): FormatCodec<Uint8Array, undefined> {
  return { ...base };
}

export type Flaw =
  | 'throws'
  | 'rejects'
  | 'out-of-range'
  | 'tiling'
  | 'root'
  | 'nondeterministic'
  | 'roundtrip'
  | 'memory'
  | 'hang'
  | 'crash'
  | 'stall-once';

/** The first chunk's value is the trigger: 7 in the seed, something else in many mutants. */
function triggered(bytes: Uint8Array): boolean {
  return bytes.length < 16 || new DataView(bytes.buffer, bytes.byteOffset).getUint32(12, true) !== 7;
}

let validateCalls = 0;

/** Never returns: the CPU-bound hang a supervisor must kill. */
function spin(): never {
  for (;;) validateCalls++;
}

/** True the first time any process sees these bytes (a marker file in TOY_MARKERS): a stall that does not repeat. */
function firstSight(bytes: Uint8Array): boolean {
  const marker = path.join(
    process.env.TOY_MARKERS ?? os.tmpdir(),
    `seen-${Buffer.from(bytes).toString('hex').slice(0, 64)}-${bytes.length}`,
  );
  if (fs.existsSync(marker)) return false;
  fs.writeFileSync(marker, '');
  return true;
}
/** Kept alive while the input is checked, dropped with the next one. */
export let hoard: Uint8Array | undefined;

export function brokenCodec(flaw: Flaw): FormatCodec<Uint8Array, undefined> {
  const codec = chunkyCodec();
  codec.id = `broken-${flaw}`;
  const decode = codec.decode;
  codec.decode = (bytes, o) => {
    const d = decode(bytes, o);
    if (!triggered(bytes)) return d;
    switch (flaw) {
      case 'throws':
        throw new TypeError('toy decoder tripped');
      case 'out-of-range':
        d.diagnostics.push({
          code: 'toy.bad-size',
          severity: 'error',
          message: 'past the end',
          offset: bytes.length,
          length: 4,
        });
        break;
      case 'tiling':
        return {
          ...d,
          root: new BasicNode({ name: 'file', type: 'Toy', kind: 'struct', offset: 0, length: bytes.length }, [
            opaque('a', 0, 4),
            opaque('b', 2, bytes.length - 2),
          ]),
        };
      case 'root':
        return { ...d, root: opaque('file', 0, bytes.length + 1) };
      case 'roundtrip':
        return { ...d, diagnostics: [], model: bytes.subarray(1) };
      case 'memory':
        hoard = new Uint8Array(128 * 2 ** 20);
        break;
      case 'hang':
        return spin();
      case 'crash':
        return process.exit(70);
      case 'stall-once':
        if (firstSight(bytes)) spin();
        break;
    }
    return d;
  };
  if (flaw === 'rejects')
    codec.validate = async (_d, bytes) => {
      if (triggered(bytes)) throw new Error('toy validate tripped');
      return [];
    };
  if (flaw === 'nondeterministic')
    codec.validate = async (_d, bytes) =>
      triggered(bytes) && ++validateCalls % 2 === 0
        ? [{ code: 'toy.x', severity: 'info', message: 'sometimes', offset: 0, length: 0 }]
        : [];
  return codec;
}
