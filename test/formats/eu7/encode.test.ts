// Encode writes the file from the model: derived fields (chunk sizes, counts, PIDX offsets and model counts) come
// from what is written, so edits to the model come out as a consistent file.
import { describe, expect, it } from 'vitest';
import { eu7Family, eu7Format } from '../../../src/formats/eu7';
import { Eu7Chunk, Eu7Model, removePackSection } from '../../../src/formats/eu7/model';
import { expectSameBytes, expectWellFormed } from '../../helpers/invariants';
import { diagnose, nodeByPath, packFile, section } from './fixtures';
import { readingText } from '../../../src/core/describe';

const [moduleV6, , scenarioV9] = eu7Family.generate(1).map((f) => f.bytes);

function decodeModel(bytes: Uint8Array): Eu7Model {
  return eu7Format.decode(bytes).model!;
}

function chunkOf<K extends Eu7Chunk['kind']>(model: Eu7Model, kind: K): Extract<Eu7Chunk, { kind: K }> {
  return model.chunks.find((c) => c.kind === kind) as Extract<Eu7Chunk, { kind: K }>;
}

/** Chunk id -> [offset, total size field] as the file states them. */
function chunkHeaders(bytes: Uint8Array): Map<string, [number, number]> {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Map<string, [number, number]>();
  for (let at = 8; at + 8 <= bytes.length; at += v.getUint32(at + 4, true))
    out.set(String.fromCharCode(...bytes.subarray(at, at + 4)), [at, v.getUint32(at + 4, true)]);
  return out;
}

async function expectClean(bytes: Uint8Array): Promise<void> {
  const { root, diags } = await diagnose(bytes);
  expect(diags).toEqual([]);
  expectWellFormed(root, diags, bytes.length);
}

describe('eu7 encode', () => {
  it('writes header fields, chunk sizes and counts from the model, not from the input around its views', () => {
    for (const original of [moduleV6, scenarioV9]) {
      const input = original.slice();
      const model = decodeModel(input);
      // Overwrite what the model derives (file header, every chunk header and count field): a byte copy would keep it.
      input.fill(0xee, 0, 8);
      for (const [id, [at]] of chunkHeaders(original)) {
        input.fill(0xee, at, at + 8);
        if (['TRAK', 'MODL', 'EVNT', 'STRS', 'PIDX', 'PROT'].includes(id)) input.fill(0xee, at + 8, at + 12);
      }
      expectSameBytes(eu7Format.encode(model), original);
    }
  });

  it('a changed version is written to the header', () => {
    const model = decodeModel(moduleV6);
    model.version = 7;
    const out = eu7Format.encode(model);
    expect(new DataView(out.buffer, out.byteOffset).getUint32(4, true)).toBe(7);
    expect(out.subarray(8)).toEqual(moduleV6.subarray(8));
  });

  it('a longer string in STRS grows the STRS chunk size and shifts the chunks after it; the file validates clean', async () => {
    const model = decodeModel(moduleV6);
    const strings = chunkOf(model, 'strings').strings;
    const before = strings.text(0);
    const suffix = '/a-longer-name';
    strings.set(0, before + suffix);
    const out = eu7Format.encode(model);
    expect(out.length).toBe(moduleV6.length + suffix.length);
    const [was, now] = [chunkHeaders(moduleV6), chunkHeaders(out)];
    expect(now.get('STRS')![1]).toBe(was.get('STRS')![1] + suffix.length);
    expect(now.get('TRAK')![0]).toBe(was.get('TRAK')![0] + suffix.length);
    await expectClean(out);
    const again = chunkOf(decodeModel(out), 'strings').strings;
    expect(again.text(0)).toBe(before + suffix);
    expect(again.count).toBe(strings.count);
  });

  it('an added string raises the STRS count', async () => {
    const model = decodeModel(moduleV6);
    const strings = chunkOf(model, 'strings').strings;
    const id = strings.add('added.e3d');
    const out = eu7Format.encode(model);
    await expectClean(out);
    const again = chunkOf(decodeModel(out), 'strings').strings;
    expect([again.count, again.text(id)]).toEqual([id + 1, 'added.e3d']);
  });

  it('dropping a PACK section recomputes the PIDX count, every later offset and the PACK size; the file validates clean', async () => {
    const model = decodeModel(scenarioV9);
    const pack = chunkOf(model, 'pack');
    const sections = [...pack.sections];
    const dropped = sections[1];
    removePackSection(model, dropped);
    const out = eu7Format.encode(model);
    await expectClean(out);
    const index = eu7Format.decode(out).index!.pack!.index;
    const originalIndex = eu7Format.decode(scenarioV9).index!.pack!.index;
    expect(index.count).toBe(originalIndex.count - 1);
    expect(index.offset[1]).toBe(sections[0].bytes.length);
    expect(index.offset[2]).toBe(originalIndex.offset[3] - dropped.bytes.length);
    expect(chunkHeaders(out).get('PACK')![1]).toBe(chunkHeaders(scenarioV9).get('PACK')![1] - dropped.bytes.length);
    expect(out.length).toBe(scenarioV9.length - dropped.bytes.length - 16);
  });

  it('reordering PACK sections moves the PIDX offsets with them: each entry still finds its own section', async () => {
    const model = decodeModel(scenarioV9);
    const pack = chunkOf(model, 'pack');
    pack.sections.reverse();
    const out = eu7Format.encode(model);
    const d = eu7Format.decode(out);
    const entries = chunkOf(model, 'pidx').entries;
    const layouts = d.index!.pack!.layouts;
    entries.forEach((e, i) => expect(out.subarray(layouts[i]!.start, layouts[i]!.end)).toEqual(e.section!.bytes));
    // Offsets now descend in PIDX order: only the layout warning the writer's order avoids.
    const { diags } = await diagnose(out);
    expect(new Set(diags.map((x) => x.code))).toEqual(new Set(['eu7.pidx-layout']));
  });

  it('PIDX model counts come from the section headers', async () => {
    const b = packFile({ prot: 1, sections: [{ models: 2, bytes: section({ solo: 1, inst: 1 }) }] });
    const model = decodeModel(b);
    chunkOf(model, 'pidx').entries[0].models = 99;
    expectSameBytes(eu7Format.encode(model), b);
  });
});

describe('eu7 record chunks', () => {
  it('records are a lazy array over the rest of the chunk; its index finds every record', () => {
    const d = eu7Format.decode(eu7Family.generate(100)[0].bytes);
    const trak = nodeByPath(d.root, 'TRAK');
    const records = nodeByPath(trak, 'records');
    expect([records.name, records.kind, records.childCount]).toEqual(['records', 'array', 1400]);
    const last = records.child(1399);
    expect(last.offset + last.length).toBe(trak.offset + trak.length);
    expect(readingText(last)).toBe('Tributary, 100 m'); // track_type 1 + 1399 % 5
  });

  it('locations show their unit', () => {
    const root = eu7Format.decode(moduleV6).root;
    expect(readingText(nodeByPath(root, 'MODL/records/[1]/location'))).toBe('(7, 0, 3) m');
  });
});
