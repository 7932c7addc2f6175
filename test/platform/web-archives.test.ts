// Map archives in the web build: the archive readers bundled as the browser bundle is (scripts/lib/web-entry.mjs)
// and run where there is no Node (no process, no require), as in VS Code's web worker extension host: a .sd7 through
// 7-Zip's WebAssembly given as bytes, a .sdz through the portable inflater, each entry read back byte for byte.
import fs from 'node:fs';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { webEntry } from '../../scripts/lib/web-entry.mjs';
import { mapFiles, sevenZip, zip, type ArchiveFiles } from '../helpers/archives';

interface WebArchives {
  useSevenZipWasm(load: () => Promise<ArrayBuffer>): void;
  openArchiveBytes(
    kind: 'sd7' | 'sdz',
    bytes: Uint8Array,
  ): Promise<{
    entries: { path: string }[];
    read(wanted: object[]): Promise<Map<object, Uint8Array | object>>;
  }>;
}

let context: vm.Context;
let web: WebArchives;

beforeAll(async () => {
  const built = await esbuild.build({
    ...webEntry,
    entryPoints: undefined,
    stdin: {
      contents: `export { openArchiveBytes } from './src/archives/open-archive';
        export { useSevenZipWasm } from './src/archives/seven-zip';`,
      resolveDir: '.',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    target: 'es2022',
  });
  const module = { exports: {} };
  // A web worker's globals, as far as the archive readers use them.
  context = vm.createContext({ module, exports: module.exports, TextDecoder, TextEncoder, URL, console, crypto });
  Object.assign(context, { setTimeout, clearTimeout, WebAssembly, WorkerGlobalScope: function () {} });
  context.self = context;
  vm.runInContext(built.outputFiles[0].text, context);
  web = module.exports as WebArchives;
  const wasm = fs.readFileSync('node_modules/7z-wasm/7zz.wasm');
  web.useSevenZipWasm(async () => wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
});

/** Bytes made in the bundle's own realm, as the web host's file system would hand them over. */
function inRealm(bytes: Uint8Array): Uint8Array {
  const copy = vm.runInContext(`new Uint8Array(${bytes.length})`, context) as Uint8Array;
  copy.set(bytes);
  return copy;
}

async function readBack(kind: 'sd7' | 'sdz', packed: Uint8Array, files: ArchiveFiles): Promise<void> {
  const archive = await web.openArchiveBytes(kind, inRealm(packed));
  expect(archive.entries.map((e) => e.path).sort()).toEqual(Object.keys(files).sort());
  const read = await archive.read(archive.entries);
  for (const [entry, bytes] of read) {
    const name = (entry as { path: string }).path;
    const want = files[name];
    expect(Buffer.from(bytes as Uint8Array)).toEqual(Buffer.from(typeof want === 'string' ? Buffer.from(want) : want));
  }
}

describe('map archives in the web build', () => {
  it('has no Node to lean on', () => {
    expect(vm.runInContext('typeof process + typeof require + typeof Buffer', context)).toBe(
      'undefinedundefinedundefined',
    );
  });

  it('reads a .sd7 through 7-Zip given its WebAssembly as bytes', async () => {
    const files = mapFiles();
    await readBack('sd7', await sevenZip(files, { solid: true }), files);
  });

  it('reads a .sdz through the portable inflater, checking each CRC-32', async () => {
    const files = mapFiles();
    await readBack('sdz', zip(files), files);
  });
});
