// The web build's parse worker where the host starts no Web Worker (as Node here has none): the same service as the
// Node worker thread (extension/parse-service.ts), served in the host's own thread over a plain ArrayBuffer (no
// SharedArrayBuffer without cross-origin isolation), what was posted before it was ready passed on. A map is
// decoded, its tree and diagnostics answered, its fix applied, and stopping works through the plain stop flag.
import { describe, expect, it } from 'vitest';
import { ParseClient, type ParseOutcome } from '../../extension/parse-client';
import { webWorkers } from '../../extension/web/web-workers';
import { render } from '../../src/core/translatable';
import { generateSmf } from '../../src/formats/smf/generate';

// A worker script read, but no Worker to start it in.
const inThisThread = webWorkers(Promise.resolve('postMessage("a worker script")'));

const [map, ...tiles] = generateSmf(1);
const siblings = { read: async (name: string) => tiles.find((f) => f.name === name)?.bytes };

function plain(bytes: Uint8Array): ArrayBuffer {
  return bytes.slice().buffer;
}

function open(buffer: ArrayBuffer, name = map.name): { client: ParseClient; outcome: Promise<ParseOutcome> } {
  let client!: ParseClient;
  const outcome = new Promise<ParseOutcome>((done, failed) => {
    client = new ParseClient(inThisThread, buffer, name, { progress: () => undefined, done, failed, siblings });
  });
  return { client, outcome };
}

describe('the parse worker in the host thread (web)', () => {
  it('decodes a map from a plain buffer and answers the tree from it, in place', async () => {
    const { client, outcome } = open(plain(map.bytes));
    const root = await client.request({ kind: 'node', id: '' });
    expect(await outcome).toMatchObject({ formatId: 'smf', stopped: false });
    expect(root).toMatchObject({ row: { offset: 0, length: map.bytes.length } });
    expect(
      await client.request({ kind: 'search', pattern: [...map.bytes.subarray(0, 16)], from: 0, backwards: false }),
    ).toBe(0);
    client.dispose();
  });

  it('reports a damaged map and fixes it to the undamaged bytes', async () => {
    const damaged = map.bytes.slice();
    const header = new DataView(damaged.buffer);
    header.setInt32(60, header.getInt32(60, true) + 3, true);
    const { client, outcome } = open(plain(damaged));
    const d = (await outcome).diagnostics.find((x) => x.code === 'smf.tiles-pointer')!;
    expect([d.offset, d.length]).toEqual([60, 4]);
    const r = await client.request({ kind: 'fix', code: d.code, offset: d.offset, length: d.length });
    if ('error' in r) throw new Error(render(r.error));
    // A pointer repaired in place comes back as the bytes it changed.
    if (!('changes' in r)) throw new Error('the fix did not come back as its changed bytes');
    const fixed = damaged.slice();
    for (const c of r.changes) fixed.set(c.bytes, c.offset);
    expect(fixed).toEqual(map.bytes);
    client.dispose();
  });

  it('stops decoding when asked, with what was decoded kept', async () => {
    const { client, outcome } = open(plain(generateSmf(4)[0].bytes));
    client.stop();
    expect(await outcome).toMatchObject({ formatId: 'smf', stopped: true });
    client.dispose();
  });

  it('after dispose, nothing more is delivered and queries fail', async () => {
    const { client } = open(plain(map.bytes));
    client.dispose();
    await expect(client.request({ kind: 'node', id: '' })).rejects.toThrow('disposed');
  });
});
