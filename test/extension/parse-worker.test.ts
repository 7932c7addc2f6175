// The parse worker end to end in Node: the real worker bundle on a shared buffer, driven through ParseClient and
// AnalysisRunner exactly as the extension host drives it.
import { render } from '../../src/core/translatable';
import { inEnglish } from '../helpers/english';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyze } from '../../src/analysis';
import { smfFormat } from '../../src/formats/smf';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnalysisRunner } from '../../extension/analysis-runner';
import {
  ParseClient,
  type HostSiblings,
  type OpenSibling,
  type ParseOutcome,
  type WorkerBytes,
} from '../../extension/parse-client';
import { openRegularFile } from '../../src/platform/node/regular-file';
import type { Repaired } from '../../src/editor/worker-protocol';
import { PictureSession } from '../../src/editor/picture-session';
import { listPictures } from '../../src/core/pictures';
import type { SpanNode } from '../../src/core/node';
import type { FormatSettings } from '../../src/core/format';
import { BufferStore, EditHistory } from '../../src/editor/edit-history';
import { blotterFormat } from '../../src/formats/blotter';
import { generateBlotter } from '../../src/formats/blotter/generate';
import type { BlotterDecoded } from '../../src/formats/blotter/decode';
import { generateSmf } from '../../src/formats/smf/generate';
import type { AnalysisState } from '../../src/protocol';
import { bundle } from '../helpers/bundle';
import { HEADER_FIELD } from '../../src/formats/smf/header';
import type { SmfModel } from '../../src/formats/smf/model';
import { differences, png } from '../pictures/import-helpers';
import { decode } from 'fast-png';
import { mapInfoLua } from '../helpers/archives';
import { threadWorkers } from '../../extension/node/thread-workers';
import { partsBytes } from '../helpers/file-parts';
import { editedBytes } from '../../src/core/structure-edit';
import { expectSameBytes, only } from '../helpers/invariants';

let workerFile: string;

beforeAll(async () => {
  workerFile = await bundle('extension/parse-worker.ts');
});

function shared(bytes: ArrayLike<number>): SharedArrayBuffer {
  const b = new SharedArrayBuffer(bytes.length);
  new Uint8Array(b).set(bytes);
  return b;
}

/**
 * A parse client decoding `bytes`, its outcome once the analysis ends (`done`), and every outcome it told, the
 * decode's first for a file decoded from its pages (`outcomes`).
 */
function startDecoding(
  bytes: WorkerBytes,
  name: string,
): { client: ParseClient; done: Promise<ParseOutcome>; outcomes: ParseOutcome[] } {
  let client!: ParseClient;
  const outcomes: ParseOutcome[] = [];
  const done = new Promise<ParseOutcome>((resolve, reject) => {
    client = new ParseClient(threadWorkers(workerFile), bytes, name, {
      progress: () => undefined,
      done: (o) => {
        outcomes.push(o);
        if (!o.validating) resolve(o);
      },
      failed: reject,
      siblings: { read: async () => undefined },
    });
  });
  return { client, done, outcomes };
}

describe('parse worker', () => {
  it('decodes off-thread, then answers tree queries and searches', async () => {
    const { client, done } = startDecoding(shared([0, 1, 2, 0xde, 0xad, 5]), 'unknown.bin');
    // Queries sent before decoding ends wait for it.
    const [node, hit, runs] = await Promise.all([
      client.request({ kind: 'node', id: '' }),
      client.request({ kind: 'search', pattern: [0xde, 0xad], from: 0, backwards: false }),
      client.request({ kind: 'runs', offset: 0, length: 6 }),
    ]);
    const outcome = await done;
    client.dispose();
    expect(node).toMatchObject({ path: '', row: { name: 'file', kind: 'opaque', length: 6 } });
    expect(hit).toBe(3);
    expect(runs).toEqual([{ offset: 0, length: 6, depth: 0, kind: 'opaque', alt: 0 }]);
    expect(outcome).toMatchObject({ format: 'Plain bytes', formatId: 'raw', diagnostics: [], stopped: false });
  });

  it('a file given by its head is read whole only when a format claims it', async () => {
    const map = generateSmf(1).find((f) => f.name.endsWith('.smf'))!;
    const unknown = new Uint8Array(5 << 20).fill(7);
    const start = async (name: string, bytes: Uint8Array) => {
      let wholeReads = 0;
      const whole = async (): Promise<SharedArrayBuffer> => {
        wholeReads++;
        return shared(bytes);
      };
      const { client, done } = startDecoding({ head: bytes.slice(0, 1024), size: bytes.length, whole }, name);
      const root = await client.request({ kind: 'node', id: '' });
      const outcome = await done;
      client.dispose();
      return { wholeReads, outcome, root };
    };
    // Plain bytes: the tree is one run the size of the file, and the file is never read whole.
    const plain = await start('huge.bin', unknown);
    expect(plain.wholeReads).toBe(0);
    expect(plain.outcome).toMatchObject({ formatId: 'raw', diagnostics: [] });
    expect(plain.root?.row).toMatchObject({ kind: 'opaque', offset: 0, length: unknown.length });
    // A map (claimed by its magic even under another name) is read whole and decoded.
    const claimed = await start('renamed.bin', map.bytes);
    expect(claimed.wholeReads).toBe(1);
    expect(claimed.outcome).toMatchObject({ formatId: 'smf' });
    expect(claimed.root?.row.length).toBe(map.bytes.length);
  });

  it('a file no format claims is answered without a worker', async () => {
    const head = new Uint8Array(1024).fill(7);
    const failures: string[] = [];
    let client!: ParseClient;
    const outcome = await new Promise<ParseOutcome>((resolve) => {
      // No worker script at all: plain bytes never need one.
      client = new ParseClient(
        threadWorkers(path.join(os.tmpdir(), 'no-such-worker.js')),
        { head, size: 3 << 30, whole: () => Promise.reject(new Error('read whole')) },
        'huge.bin',
        {
          progress: () => undefined,
          done: resolve,
          failed: (m) => failures.push(m),
          siblings: { read: async () => undefined },
        },
      );
    });
    expect(outcome).toMatchObject({ formatId: 'raw', diagnostics: [], stopped: false });
    const root = await client.request({ kind: 'node', id: '' });
    expect(root?.row).toMatchObject({ kind: 'opaque', offset: 0, length: 3 << 30 });
    expect(await client.request({ kind: 'pictures' })).toEqual([]);
    client.dispose();
    await expect(client.request({ kind: 'node', id: '' })).rejects.toThrow(/disposed/);
    expect(failures).toEqual([]);
  });

  it('a map given by its pieces is decoded and edited from them, never read whole', async () => {
    const map = generateSmf(4).find((f) => f.name.endsWith('.smf'))!.bytes;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-worker-')), 'big.smf');
    fs.writeFileSync(file, map);
    const fd = fs.openSync(file, 'r');
    try {
      // An edit in the pages: the first height of the last row set to 0xBEEF.
      const model = smfFormat.decode(map).model!;
      const at = model.heightMap!.offset + model.heightMap!.length - 2 * 513;
      const content = map.slice();
      content.set([0xef, 0xbe], at);
      let wholeReads = 0;
      const whole = async (): Promise<SharedArrayBuffer> => {
        wholeReads++;
        return shared(content);
      };
      const pieces = [
        { fd, from: 0, length: at },
        { bytes: Uint8Array.of(0xef, 0xbe) },
        { fd, from: at + 2, length: map.length - at - 2 },
      ];
      const { client, done } = startDecoding(
        { head: content.slice(0, 1024), size: content.length, pieces, whole },
        'big.smf',
      );
      const outcome = await done;
      const expected = await analyze('big.smf', content, { siblings: { read: async () => undefined } });
      expect(outcome.formatId).toBe('smf');
      expect(outcome.diagnostics).toEqual(expected.diagnostics);
      const path_ = (await client.request({ kind: 'pathAt', offset: at }))!;
      const field = await client.request({ kind: 'node', id: path_ });
      expect(field?.row).toMatchObject({ offset: at, length: 2, value: String(0xbeef) });
      const picture = await client.request({ kind: 'picture', name: 'height', step: 512 });
      expect(new Uint16Array(picture!.pixels!)[2]).toBe(0xbeef);
      expect(wholeReads).toBe(0);
      // Fixes, imports and structural edits of the map are made from the pieces, never from the whole file.
      expect(await client.request({ kind: 'fixAll' })).toMatchObject({ applied: [] });
      const metal = new Uint8Array(model.metalMap!.length).fill(9);
      const imported = await client.request({
        kind: 'importPicture',
        name: 'metal',
        png: png(256, 256, metal),
        range: 'keep',
      });
      expect(imported).toEqual({ changes: [{ offset: model.metalMap!.offset, bytes: metal }] });
      expect(wholeReads).toBe(0);
      const record = (await client.request({ kind: 'resolvePath', path: 'features.records[0]' }))!;
      const edit = await client.request({ kind: 'structureEdit', op: { kind: 'duplicate', path: record } });
      if (!('parts' in edit)) throw new Error(`not made from the pieces: ${JSON.stringify(edit)}`);
      // The height map, edited byte and all, is a stretch of the content as the worker read it.
      const { offset, length } = model.heightMap!;
      expect(edit.parts.some((p) => 'from' in p && p.from <= offset && p.from + p.length >= offset + length)).toBe(
        true,
      );
      expect(wholeReads).toBe(0);
      client.dispose();
    } finally {
      fs.closeSync(fd);
    }
  });

  it("a world given by its pieces shows its tree from the decode, then the whole-file rules' findings", async () => {
    const world = generateBlotter(1)
      .find((f) => f.name === 'world.logicworld')!
      .bytes.slice();
    // Component 3's rotation quaternion scaled by two: a finding of the component pass only, not of the decode.
    const rotationAt = (blotterFormat.decode(world).index as BlotterDecoded['index'])!.components.start(3) + 22;
    const view = new DataView(world.buffer);
    for (let k = 0; k < 4; k++)
      view.setFloat32(rotationAt + 4 * k, 2 * view.getFloat32(rotationAt + 4 * k, true), true);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-worker-')), 'big.logicworld');
    fs.writeFileSync(file, world);
    const fd = fs.openSync(file, 'r');
    const states: AnalysisState[] = [];
    try {
      const expected = await analyze('big.logicworld', world);
      expect(expected.diagnostics.map((d) => [d.code, d.offset])).toEqual([['blotter.rotation-not-unit', rotationAt]]);
      let wholeReads = 0;
      const paged = {
        head: world.slice(0, 1024),
        size: world.length,
        pieces: [{ fd, from: 0, length: world.length }],
        whole: async () => {
          wholeReads++;
          return shared(world);
        },
      };
      const { client, done, outcomes } = startDecoding(paged, 'big.logicworld');
      const outcome = await done;
      // A wire duplicated from the pieces, as the whole-file edit writes it, the file never read whole.
      const op = {
        kind: 'duplicate' as const,
        path: (await client.request({ kind: 'resolvePath', path: 'wires[0]' }))!,
      };
      const duplicated = await client.request({ kind: 'structureEdit', op });
      if (!('parts' in duplicated)) throw new Error(`not made from the pieces: ${JSON.stringify(duplicated)}`);
      const made = expected.format.structureEdits!.apply(expected.decoded, world, op);
      if ('error' in made) throw new Error(render(made.error));
      expectSameBytes(partsBytes(duplicated.parts, world), editedBytes(made));
      expect(wholeReads).toBe(0);
      client.dispose();
      expect(outcomes.map((o) => [o.validating === true, o.diagnostics.length])).toEqual([
        [true, 0],
        [false, 1],
      ]);
      expect(outcomes[0].tree?.root).toMatchObject({ name: 'save', offset: 0, length: world.length });
      expect(outcomes[0].tree?.root.worst).toBeUndefined();
      expect(outcome.diagnostics).toEqual(expected.diagnostics);
      expect(outcome.tree?.root.worst).toBe('info');
      // The host shows the decode's outcome as still checking, then loads the tree again for the findings' marks; an
      // edit asked for meanwhile is answered (the new generation is the same bytes').
      let finished: () => void = () => undefined;
      let edit: ReturnType<AnalysisRunner['edit']> | undefined;
      const runner = new AnalysisRunner(
        threadWorkers(workerFile),
        'big.logicworld',
        { read: async () => undefined },
        () => {
          states.push(runner.state);
          if (runner.state.summary.endsWith('checking…')) edit ??= runner.edit({ kind: 'fixAll' });
          if (runner.state.phase === 'done' && runner.diagnostics.length > 0) finished();
        },
      );
      const checked = new Promise<void>((resolve) => (finished = resolve));
      runner.run(paged);
      await checked;
      expect(await edit).toMatchObject({ applied: [], errors: 0 });
      runner.dispose();
    } finally {
      fs.closeSync(fd);
    }
    expect(states.map((s) => [s.phase, s.generation, s.summary])).toEqual([
      ['parsing', 1, 'Hex Atlas · decoding…'],
      ['done', 1, 'Logic World save (Blotter) v7 world · checking…'],
      ['done', 2, 'Logic World save (Blotter) v7 world · 1 info'],
    ]);
  });

  it("sends a plan's arrays over, a small plan whole and a large one thinned to the region asked for", async () => {
    for (const [scale, thinned] of [
      [1, false],
      [200, true],
    ] as const) {
      const bytes = generateBlotter(scale).find((f) => f.name.endsWith('.logicworld'))!.bytes;
      const { client, done } = startDecoding(shared(bytes), 'big.logicworld');
      await done;
      const [plan] = await listPictures(blotterFormat, (await analyze('big.logicworld', bytes)).decoded, bytes);
      const region = { x: 0, y: 0, width: plan.width / 2, height: plan.height };
      const answer = (await client.request({ kind: 'picture', name: 'plan', region, scale: 0.5 }))!;
      client.dispose();
      const drawn = plan.render();
      if (drawn.kind !== 'plan') throw new Error(drawn.kind);
      expect(answer.scale !== undefined).toBe(thinned);
      if (!thinned) expect(answer.plan).toEqual(drawn.plan);
      else {
        const points = answer.plan!.points;
        expect(points.length).toBeGreaterThan(0);
        expect(points.length).toBeLessThan(drawn.plan.points.length / 4);
        for (let i = 0; i < points.length; i += 2) expect(points[i]).toBeLessThan(region.width);
      }
    }
  });

  it.each([
    ['of the same length: made from the pieces', 'same'],
    ['longer: made from the pieces as parts of the file, which the worker does not keep', 'longer'],
  ])('a map given by its pieces with a tile file renamed %s', async (_, kind) => {
    const files = generateSmf(4);
    const map = files.find((f) => f.name.endsWith('.smf'))!;
    const [smt] = files.filter((f) => f.name.endsWith('.smt'));
    // The map's first tile file is not beside it; one other tile file is, named by no entry.
    const stem = smt.name.replace(/\.smt$/, '');
    const other = kind === 'same' ? `${stem.slice(0, -1)}X.smt` : `${stem}-moved.smt`;
    const beside = new Map(files.filter((f) => f !== map && f !== smt).map((f) => [f.name, f.bytes]));
    beside.set(other, smt.bytes);
    // Stored names may carry a folder (maps/…): looked up by their last part, as beside a map on disk.
    const siblings = {
      read: async (name: string) => beside.get(name.split('/').pop()!),
      list: async () => [map.name, ...beside.keys()],
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-worker-')), map.name);
    fs.writeFileSync(file, map.bytes);
    const fd = fs.openSync(file, 'r');
    let wholeReads = 0;
    let client!: ParseClient;
    try {
      const done = new Promise<ParseOutcome>((resolve, reject) => {
        const bytes: WorkerBytes = {
          head: map.bytes.slice(0, 1024),
          size: map.bytes.length,
          pieces: [{ fd, from: 0, length: map.bytes.length }],
          whole: async () => {
            wholeReads++;
            return shared(map.bytes);
          },
        };
        client = new ParseClient(threadWorkers(workerFile), bytes, map.name, {
          progress: () => undefined,
          // The tile files are looked for by the whole-file rules, whose outcome follows the decode's.
          done: (o) => !o.validating && resolve(o),
          failed: reject,
          siblings,
        });
      });
      const outcome = await done;
      const d = outcome.diagnostics.find((x) => x.code === 'smf.smt-missing' && x.fix)!;
      expect(d.fix?.value).toBe(other);
      const r = await client.request({ kind: 'fix', code: d.code, offset: d.offset, length: d.length });
      if ('error' in r) throw new Error(render(r.error));
      // Neither way does this worker go on answering for the repaired map: the next one reads it from its pieces.
      expect(r.kept).toBeFalsy();
      if (kind === 'same') {
        expect(wholeReads).toBe(0);
        expect(r).toMatchObject({ changes: [{ offset: d.offset + stem.length - 1, bytes: Uint8Array.of(0x58) }] });
      } else {
        // A longer name moves everything after it: the repaired map as parts, its grids stretches of the file,
        // byte for byte the whole-file fix.
        expect(wholeReads).toBe(0);
        if (!('parts' in r)) throw new Error('a longer name did not come back as parts of the file');
        const whole = await analyze(map.name, map.bytes, { siblings });
        const wholeFix = whole.format.fix!(whole.decoded, map.bytes, only(whole.diagnostics, 'smf.smt-missing'))!;
        expect(wholeFix.length).toBe(map.bytes.length + '-moved'.length);
        expectSameBytes(partsBytes(r.parts, map.bytes), wholeFix);
        const m = whole.decoded.model as SmfModel;
        const grids = [m.heightMap, m.typeMap, m.metalMap, m.grassMap, m.tiles?.indices];
        const kept = r.parts.reduce((n, p) => n + ('from' in p ? p.length : 0), 0);
        expect(kept).toBe(grids.reduce((n, g) => n + (g?.length ?? 0), 0));
      }
    } finally {
      client.dispose();
      fs.closeSync(fd);
    }
  });

  it('rejects queries pending when the worker is disposed', async () => {
    const client = new ParseClient(threadWorkers(workerFile), shared([1, 2, 3]), 'a.bin', {
      progress: () => undefined,
      done: () => undefined,
      failed: () => undefined,
      siblings: { read: async () => undefined },
    });
    const pending = client.request({ kind: 'pathAt', offset: 0 });
    client.dispose();
    await expect(pending).rejects.toThrow('parse worker disposed');
    await expect(client.request({ kind: 'pathAt', offset: 0 })).rejects.toThrow('parse worker disposed');
  });

  it('rejects pending and later queries when the worker exits', async () => {
    const dying = path.join(path.dirname(workerFile), 'dying-worker.js');
    fs.writeFileSync(dying, "require('node:worker_threads').parentPort.on('message', () => process.exit(3));\n");
    const failures: string[] = [];
    const client = new ParseClient(threadWorkers(dying), shared([1]), 'a.bin', {
      progress: () => undefined,
      done: () => undefined,
      failed: (message) => failures.push(message),
      siblings: { read: async () => undefined },
    });
    await expect(client.request({ kind: 'pathAt', offset: 0 })).rejects.toThrow('parse worker exited (3)');
    await expect(client.request({ kind: 'node', id: '' })).rejects.toThrow('parse worker exited (3)');
    expect(failures).toEqual(['parse worker exited (3)']);
    client.dispose();
  });

  it('asks the host for sibling files; one it cannot read counts as missing', async () => {
    const [smf, ...smts] = generateSmf(1);
    const asked: string[] = [];
    const outcome = await new Promise<ParseOutcome>((resolve, reject) => {
      const bytes = new SharedArrayBuffer(smf.bytes.length);
      new Uint8Array(bytes).set(smf.bytes);
      const client = new ParseClient(threadWorkers(workerFile), bytes, smf.name, {
        progress: () => undefined,
        done: (o) => {
          client.dispose();
          resolve(o);
        },
        failed: reject,
        siblings: {
          read: async (name) => {
            asked.push(name);
            if (name.startsWith('maps/')) throw new Error('EACCES');
            return smts.find((f) => f.name === name)?.bytes;
          },
        },
      });
    });
    // Names as the map stores them; the second one's read fails.
    expect(asked).toEqual([smts[0].name, `maps/${smts[1].name}`]);
    const missing = outcome.diagnostics.filter((d) => d.code.startsWith('smf.smt'));
    expect(missing.map((d) => [d.code, d.message])).toEqual([
      ['smf.smt-missing', expect.stringContaining(smts[1].name)],
    ]);
  });

  it("reads a map's tile files by descriptor, by the tiles shown, and closes them when the worker goes", async () => {
    const [smf, ...smts] = generateSmf(1);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-tiles-'));
    for (const f of smts) fs.writeFileSync(path.join(dir, path.basename(f.name)), f.bytes);
    const readWhole: string[] = [];
    const open: OpenSibling[] = [];
    let closed = 0;
    const siblings: HostSiblings = {
      read: async (name) => void readWhole.push(name),
      open: async (name) => {
        const { handle, size } = await openRegularFile(path.join(dir, path.basename(name)));
        const f = { fd: handle.fd, size, close: () => handle.close().then(() => void closed++) };
        open.push(f);
        return f;
      },
    };
    let client!: ParseClient;
    const outcome = await new Promise<ParseOutcome>((resolve, reject) => {
      client = new ParseClient(threadWorkers(workerFile), shared(smf.bytes), smf.name, {
        progress: () => undefined,
        done: resolve,
        failed: reject,
        siblings,
      });
    });
    // Validation checked the files' headers and sizes through the descriptors: nothing is missing or short.
    expect(outcome.diagnostics.filter((d) => d.code.startsWith('smf.smt'))).toEqual([]);
    const shown = await client.request({ kind: 'picture', name: 'texture', mip: 1, step: 3 });
    const a = await analyze(smf.name, smf.bytes);
    const byName = async (name: string) => smts.find((f) => f.name.endsWith(path.basename(name)))?.bytes;
    const expected = await new PictureSession(a.format, a.decoded, smf.bytes, [], { read: byName }).answer({
      kind: 'picture',
      name: 'texture',
      mip: 1,
      step: 3,
    });
    expect(Buffer.from(shown!.pixels!).equals(Buffer.from(expected!.pixels!))).toBe(true);
    expect(readWhole).toEqual([]);
    expect(open.length).toBeGreaterThanOrEqual(2);
    client.dispose();
    await expect.poll(() => closed).toBe(open.length);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("asks the host for the map archive's root files, and draws the start boxes from them", async () => {
    const [smf] = generateSmf(1);
    const root: Record<string, string> = {
      'mapinfo.lua': mapInfoLua(),
      'mapconfig/map_startboxes.lua': 'return { [0] = { boxes = { { {0, 0}, {512, 0}, {512, 512}, {0, 512} } } } }',
    };
    const asked: string[] = [];
    const names = async (atRoot?: (path: string) => Promise<Uint8Array | undefined>) => {
      let client!: ParseClient;
      await new Promise<ParseOutcome>((resolve, reject) => {
        client = new ParseClient(threadWorkers(workerFile), shared(smf.bytes), smf.name, {
          progress: () => undefined,
          done: resolve,
          failed: reject,
          siblings: { read: async () => undefined, atRoot },
        });
      });
      try {
        return (await client.request({ kind: 'pictures' })).map((p) => [p.name, p.legend]);
      } finally {
        client.dispose();
      }
    };
    const inArchive = await names(async (path) => {
      asked.push(path);
      return root[path] === undefined ? undefined : new TextEncoder().encode(root[path]);
    });
    expect(asked.sort()).toEqual(Object.keys(root).sort());
    expect(inArchive).toContainEqual(['start-boxes', ['ally team 0']]);
    // A host that knows no archive root: the map's own pictures only.
    expect((await names()).map(([name]) => name)).not.toContain('start-boxes');
  });
});

/** Decode `bytes` in a fresh worker and hand its client to `use`; the worker is disposed afterwards. */
async function withWorker<T>(bytes: Uint8Array, fileName: string, use: (c: ParseClient) => Promise<T>): Promise<T> {
  const buffer = new SharedArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  const client = new ParseClient(threadWorkers(workerFile), buffer, fileName, {
    progress: () => undefined,
    done: () => undefined,
    failed: () => undefined,
    siblings: { read: async () => undefined },
  });
  try {
    return await use(client);
  } finally {
    client.dispose();
  }
}

const child = (n: SpanNode, name: string): SpanNode =>
  Array.from({ length: n.childCount }, (_, i) => n.child(i)).find((c) => c.name === name)!;

describe('parse worker: switch states from bits', () => {
  const world = generateBlotter(1).find((f) => f.name === 'world.logicworld')!.bytes;
  const decoded = blotterFormat.decode(world, { fileName: 'world.logicworld' }) as BlotterDecoded;
  const t = decoded.index!.components;
  const typeOf = (i: number): string => decoded.index!.types.name(t.numericId(i)) ?? '';
  // The first board that sits on another board: its switches are its own children.
  const board = Array.from({ length: t.count }, (_, i) => i).find(
    (i) => typeOf(i) === 'MHG.CircuitBoard' && t.parent(i) !== 0,
  )!;
  const switches = Array.from({ length: t.count }, (_, i) => i).filter(
    (i) => t.parent(i) === t.address(board) && typeOf(i) === 'MHG.Switch',
  );

  it('answers the edits for the board holding the offset; applied, each switch reads its bit', async () => {
    expect(switches.length).toBeGreaterThan(2);
    // Bit k set for every k divisible by 3: switch 0 ON, 1 and 2 OFF, ...; binary digits run from the last switch.
    const want = switches.map((_, k) => (k % 3 === 0 ? 1 : 0));
    const bits = '0b' + [...want].reverse().join('');
    // An offset inside the board's record (a field of it), as a tree selection or the hex cursor gives.
    const target = { offset: t.start(board) + 5, length: 1, fileName: 'world.logicworld' };
    const reply = await withWorker(world, 'world.logicworld', (c) =>
      c.request({ kind: 'formatCommand', command: 'hexAtlas.setSwitchStates', target, args: { bits } }),
    );
    if (!('edits' in reply)) throw new Error(render('error' in reply ? reply.error : reply.title));
    expect(reply.edits).toHaveLength(switches.length);
    const history = new EditHistory(new BufferStore(world.slice()));
    history.applyAll(reply.edits, 'set');
    const after = blotterFormat.decode(history.store.bytes, { fileName: 'world.logicworld' });
    const components = child(after.root, 'components');
    const on = switches.map((i) => child(child(child(components.child(i), 'customData'), 'data'), 'on').value);
    expect(on).toEqual(want.map((b) => b === 1));
    expect(after.diagnostics).toEqual(decoded.diagnostics);
  });

  it('says why there is nothing to set: outside any component, no switches, or another format', async () => {
    const setBits = (offset: number, fileName: string) =>
      ({
        kind: 'formatCommand',
        command: 'hexAtlas.setSwitchStates',
        target: { offset, length: 1, fileName },
        args: { bits: '1' },
      }) as const;
    const [outside, noSwitches] = await withWorker(world, 'world.logicworld', (c) =>
      Promise.all([
        c.request(setBits(0, 'world.logicworld')),
        c.request(setBits(t.start(switches[0]), 'w.logicworld')),
      ]),
    );
    const title = 'Set Switch States from Bits…';
    expect(inEnglish(outside)).toEqual({
      title,
      error: 'byte 0x0 is not inside a component: select a board or one of its fields',
    });
    expect(inEnglish(noSwitches)).toEqual({ title, error: `C-${t.address(switches[0])} holds no switches` });
    const raw = await withWorker(Uint8Array.of(1, 2, 3), 'a.bin', (c) => c.request(setBits(0, 'a.bin')));
    expect(inEnglish(raw)).toEqual({
      title,
      error: 'this command is for Logic World save (Blotter); this file is read as Plain bytes',
    });
  });
});

describe('parse worker: switch data', () => {
  const rom = generateBlotter(1).find((f) => f.name === 'rom.partialworld')!.bytes;
  const decoded = blotterFormat.decode(rom, { fileName: 'rom.partialworld' }) as BlotterDecoded;
  const t = decoded.index!.components;
  const board = { offset: t.start(0), length: t.length(0) };
  const target = { ...board, fileName: 'rom.partialworld' };

  it('loads bytes sent to the worker and reads them back, and marks the board row for the menu', async () => {
    const data = Uint8Array.from({ length: 16 }, (_, k) => k * 17);
    const load = await withWorker(rom, 'rom.partialworld', (c) =>
      c.request({
        kind: 'formatCommand',
        command: 'hexAtlas.loadSwitchData',
        target,
        args: { source: 'hex', layout: 'msb -x-z', hex: data },
      }),
    );
    if (!('edits' in load)) throw new Error(render('error' in load ? load.error : load.title));
    const history = new EditHistory(new BufferStore(rom.slice()));
    history.applyAll(load.edits, 'load');
    const [read, rows] = await withWorker(history.store.bytes, 'rom.partialworld', (c) =>
      Promise.all([
        c.request({ kind: 'formatCommand', command: 'hexAtlas.readSwitchData', target, args: { layout: 'msb -x-z' } }),
        c.request({ kind: 'children', id: '3', start: 0, count: 3 }),
      ]),
    );
    expect(read).toMatchObject({ copy: data });
    const menu = [
      { id: 'hexAtlas.loadSwitchData', title: 'Load Data into Switches…' },
      { id: 'hexAtlas.readSwitchData', title: 'Read Switches as Data…' },
    ];
    expect(rows.map((r) => [r.name, r.commands])).toEqual([
      ['[0]', menu],
      ['[1]', menu],
      ['[2]', undefined],
    ]);
  });
});

describe('AnalysisRunner', () => {
  it('moves from parsing to done with a summary, and restarts with a new generation', async () => {
    const states: AnalysisState[] = [];
    let diagnosticsChanges = 0;
    let finished: () => void = () => undefined;
    const runner = new AnalysisRunner(
      threadWorkers(workerFile),
      'x.bin',
      { read: async () => undefined },
      (changed) => {
        states.push(runner.state);
        if (changed) diagnosticsChanges++;
        if (runner.state.phase === 'done') finished();
      },
    );
    const next = (): Promise<void> => new Promise((resolve) => (finished = resolve));
    let done = next();
    runner.run(shared([1, 2, 3, 4]));
    expect(runner.state).toMatchObject({ generation: 1, phase: 'parsing' });
    await done;
    expect(runner.state).toMatchObject({
      generation: 1,
      phase: 'done',
      format: 'Plain bytes',
      summary: 'Plain bytes · no problems',
      counts: { error: 0, warning: 0, info: 0 },
    });
    done = next();
    runner.run(shared([1, 2]));
    await done;
    expect(runner.state.generation).toBe(2);
    expect(await runner.query({ kind: 'node', id: '' })).toMatchObject({ row: { length: 2 } });
    expect(diagnosticsChanges).toBe(2);
    expect(states.map((s) => s.phase)).toEqual(['parsing', 'done', 'parsing', 'done']);
    // A query pending when an edit restarts the analysis is answered by the new worker, not failed.
    done = next();
    const pending = runner.query({ kind: 'node', id: '' });
    runner.run(shared([1, 2, 3, 4, 5]));
    await done;
    expect(await pending).toMatchObject({ row: { length: 5 } });
    runner.skip('too big');
    expect(runner.state).toMatchObject({ generation: 4, phase: 'skipped', message: 'too big' });
    await expect(runner.query({ kind: 'node', id: '' })).rejects.toThrow('the file is not decoded');
    runner.dispose();
  });
});

/** The bytes a repair makes of `before`: its changes written into a copy, its parts, or the file it sent whole. */
function repairedBytes(before: Uint8Array, r: Repaired): Uint8Array {
  if ('buffer' in r) return new Uint8Array(r.buffer);
  if ('parts' in r) return partsBytes(r.parts, before);
  const after = before.slice();
  for (const c of r.changes) after.set(c.bytes, c.offset);
  return after;
}

describe('parse worker: determined fixes', () => {
  const [map, ...tiles] = generateSmf(1);
  const siblings = { read: async (name: string) => tiles.find((f) => f.name === name)?.bytes };
  // tilesPtr (header offset 60) 3 bytes past the tile section: one smf.tiles-pointer error carrying its fix.
  const damaged = map.bytes.slice();
  const header = new DataView(damaged.buffer);
  header.setInt32(60, header.getInt32(60, true) + 3, true);

  /** A worker on `bytes` with the map's tile files beside it, and the diagnostics it reports. */
  async function open(bytes: Uint8Array): Promise<{ client: ParseClient; outcome: ParseOutcome }> {
    const buffer = new SharedArrayBuffer(bytes.length);
    new Uint8Array(buffer).set(bytes);
    let client!: ParseClient;
    const outcome = await new Promise<ParseOutcome>((resolve, reject) => {
      client = new ParseClient(threadWorkers(workerFile), buffer, map.name, {
        progress: () => undefined,
        done: resolve,
        failed: reject,
        siblings,
      });
    });
    return { client, outcome };
  }

  it('fixes the diagnostic named by code and range: the bytes are the undamaged map', async () => {
    const { client, outcome } = await open(damaged);
    try {
      const d = outcome.diagnostics.find((x) => x.code === 'smf.tiles-pointer')!;
      expect([d.offset, d.length, d.fix?.title]).toEqual([60, 4, expect.stringMatching(/^set tilesPtr to 0x/)]);
      const r = await client.request({ kind: 'fix', code: d.code, offset: d.offset, length: d.length });
      if ('error' in r) throw new Error(render(r.error));
      expect(r.title).toBe(d.fix!.title);
      // A local repair: the four bytes of tilesPtr, not a copy of the file.
      expect('changes' in r && r.changes.map((c) => [c.offset, c.bytes.length])).toEqual([[60, 1]]);
      expect(Buffer.from(repairedBytes(damaged, r)).equals(Buffer.from(map.bytes))).toBe(true);
      expect(inEnglish(await client.request({ kind: 'fix', code: d.code, offset: 0, length: 4 }))).toEqual({
        error: 'no fixable smf.tiles-pointer at 0x0',
      });
    } finally {
      client.dispose();
    }
  });

  it('goes on answering for the bytes it fixed: their outcome, with the first tree rows, from the same worker', async () => {
    const outcomes: ParseOutcome[] = [];
    const client = new ParseClient(threadWorkers(workerFile), shared(damaged), map.name, {
      progress: () => undefined,
      done: (o) => outcomes.push(o),
      failed: (m) => outcomes.push({ format: m, formatId: 'failed', diagnostics: [], stopped: true }),
      siblings,
    });
    try {
      await expect.poll(() => outcomes.length).toBe(1);
      // The first rows ride with the outcome: the root and its children.
      expect(outcomes[0].tree?.root.childCount).toBeGreaterThan(0);
      expect(outcomes[0].tree?.children?.length).toBe(outcomes[0].tree?.root.childCount);
      const d = outcomes[0].diagnostics.find((x) => x.code === 'smf.tiles-pointer')!;
      const r = await client.request({ kind: 'fix', code: d.code, offset: d.offset, length: d.length });
      if ('error' in r) throw new Error(render(r.error));
      expect(r.kept).toBe(true);
      await expect.poll(() => outcomes.length).toBe(2);
      const expected = await analyze(map.name, map.bytes, { siblings });
      const codes = (list: { code: string; offset: number }[]) => list.map((x) => [x.code, x.offset]);
      expect(codes(outcomes[1].diagnostics)).toEqual(codes(expected.diagnostics));
      expect(outcomes[1].tree?.root.display).toBe(render(expected.decoded.root.display!));
      // Later queries are answered from the fixed bytes, by the same worker.
      const id = await client.request({ kind: 'pathAt', offset: 60 });
      const field = (await client.request({ kind: 'node', id }))!;
      expect([field.row.name, field.row.offset]).toEqual(['tilesPtr', 60]);
      const tilesAt = new DataView(map.bytes.buffer, map.bytes.byteOffset).getInt32(60, true);
      expect(field.row.display).toContain(`0x${tilesAt.toString(16).toUpperCase()}`);
    } finally {
      client.dispose();
    }
  });

  it('fixes all in rounds: the list of fixes, the final bytes and the errors left', async () => {
    const { client, outcome } = await open(damaged);
    try {
      expect(outcome.diagnostics.filter((d) => d.severity === 'error').length).toBeGreaterThan(0);
      const r = await client.request({ kind: 'fixAll' });
      if ('error' in r) throw new Error(render(r.error));
      expect(r.applied.map((f) => [f.code, f.offset, f.length])).toEqual([['smf.tiles-pointer', 60, 4]]);
      expect(r.errors).toBe(0);
      if (!('changes' in r)) throw new Error('the repair is local: its changes, not a copy');
      expect(Buffer.from(repairedBytes(damaged, r)).equals(Buffer.from(map.bytes))).toBe(true);
      expect(r.kept).toBe(true);
    } finally {
      client.dispose();
    }
  });

  it('a file with nothing to fix gets no new bytes', async () => {
    const { client, outcome } = await open(map.bytes);
    try {
      expect(outcome.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(await client.request({ kind: 'fixAll' })).toEqual({ applied: [], errors: 0 });
    } finally {
      client.dispose();
    }
  });
});

describe('parse worker: importing a picture', () => {
  const [map] = generateSmf(1);

  async function open(bytes: Uint8Array, settings?: FormatSettings): Promise<ParseClient> {
    const buffer = new SharedArrayBuffer(bytes.length);
    new Uint8Array(buffer).set(bytes);
    let client!: ParseClient;
    await new Promise<ParseOutcome>((resolve, reject) => {
      client = new ParseClient(
        threadWorkers(workerFile),
        buffer,
        map.name,
        {
          progress: () => undefined,
          done: resolve,
          failed: reject,
          siblings: { read: async () => undefined },
        },
        undefined,
        settings,
      );
    });
    return client;
  }

  it("draws where the movement classes of the game set in hexAtlas.game can stand (Zero-K's here)", async () => {
    const client = await open(map.bytes, { game: 'zk' });
    try {
      const names = (await client.request({ kind: 'pictures' })).map((p) => p.name);
      expect(names.filter((n) => n.startsWith('pathable-'))).toEqual([
        'pathable-kbot2',
        'pathable-tank3',
        'pathable-hover3',
        'pathable-boat3',
      ]);
    } finally {
      client.dispose();
    }
  });

  it('lists which pictures import, then writes an edited metal map into the file it decoded', async () => {
    const client = await open(map.bytes);
    try {
      const list = await client.request({ kind: 'pictures' });
      expect(list.map((p) => [p.name, p.importable])).toEqual([
        ['height', { heightRange: true }],
        // Computed from the height map: shown, not imported.
        ['slope', undefined],
        ['pathable-bot3', undefined],
        ['pathable-tank3', undefined],
        ['pathable-hover3', undefined],
        ['pathable-boat3', undefined],
        ['regions-bot3', undefined],
        ['type', { heightRange: false }],
        ['metal', { heightRange: false }],
        ['grass', { heightRange: false }],
        ['minimap', undefined],
        ['features', undefined],
      ]);
      const exported = (await client.request({ kind: 'picturePng', name: 'metal' }))!;
      const metal = Uint8Array.from(decode(exported).data);
      metal[0] ^= 1;
      const r = await client.request({ kind: 'importPicture', name: 'metal', png: png(64, 64, metal), range: 'keep' });
      if (!('buffer' in r)) throw new Error('error' in r ? render(r.error) : 'a map in memory imported in place');
      const metalAt = new DataView(map.bytes.buffer, map.bytes.byteOffset).getInt32(HEADER_FIELD.metalmapPtr, true);
      expect(differences(new Uint8Array(r.buffer), map.bytes)).toEqual([metalAt]);
      expect(
        await client.request({ kind: 'importPicture', name: 'grass', png: exported, range: 'keep' }),
      ).toMatchObject({
        error: 'grass: the image is 64x64, it must be 32x32',
      });
    } finally {
      client.dispose();
    }
  });
});
