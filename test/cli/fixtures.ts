// Files for the CLI tests: written by the project's generators into a fresh temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyze } from '../../src/analysis';
import { blotterFormat } from '../../src/formats/blotter';
import { BlotterModel } from '../../src/formats/blotter/model';
import { familyById } from '../../src/formats';

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-cli-'));
}

export function write(dir: string, name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bytes);
  return file;
}

export function generated(family: string, name: string): Uint8Array {
  const f = familyById(family)!
    .generate(1)
    .find((g) => g.name === name || g.name.endsWith(name));
  if (!f) throw new Error(`no generated ${family} file ${name}`);
  return f.bytes;
}

/**
 * The save with a copy of component `at` inserted right after it under a new address: one record more in the
 * middle of the list, everything after it unchanged but moved.
 */
export async function withInsertedComponent(save: Uint8Array, at: number, address: number): Promise<Uint8Array> {
  const a = await analyze('x.logicworld', save, { decodeOnly: true });
  const model = a.decoded.model as BlotterModel;
  const list = findNode(a.decoded.root, 'components');
  const first = list.child(0).offset;
  const rec = list.child(at);
  const start = rec.offset - first;
  const end = start + rec.length;
  const copy = model.components.slice(start, end);
  new DataView(copy.buffer).setUint32(0, address, true);
  const components = new Uint8Array(model.components.length + copy.length);
  components.set(model.components.subarray(0, end), 0);
  components.set(copy, end);
  components.set(model.components.subarray(end), end + copy.length);
  return blotterFormat.encode({ ...model, components, componentCount: model.componentCount + 1 });
}

function findNode(root: import('../../src/core/node').SpanNode, name: string) {
  for (let i = 0; i < root.childCount; i++) if (root.child(i).name === name) return root.child(i);
  throw new Error(`no ${name} node`);
}
