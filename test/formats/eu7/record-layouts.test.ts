// Each record chunk kind is read twice: field by field for the tree (`read`) and by the walker's step list (`layout`)
// for indexing and validation. Both must see the same fields: every layout step starts and ends where tree fields
// do, and a step that names its field (string id, enum, slim node) lies exactly on the tree's field of that name.
import { describe, expect, it } from 'vitest';
import { SpanNode } from '../../../src/core/node';
import { chunkKinds } from '../../../src/formats/eu7/chunks';
import { RecordScan, Step, enumU8, sid, slimNode } from '../../../src/formats/eu7/chunks/scan';
import { eu7Family, eu7Format } from '../../../src/formats/eu7';
import { msg } from '../../../src/core/translatable';

const RECORDS_PER_KIND = 200;
const generated = eu7Family.generate(1).map((f) => ({ bytes: f.bytes, root: eu7Format.decode(f.bytes).root }));
const sidOp = sid('').op;
const enumOp = enumU8({}, '', msg``).op;

function children(n: SpanNode): SpanNode[] {
  return Array.from({ length: n.childCount }, (_, i) => n.child(i));
}

/** Every node below `record` (fields and the structs around them). */
function descendants(record: SpanNode): SpanNode[] {
  return children(record).flatMap((c) => [c, ...descendants(c)]);
}

/** The name a step's tree field has, when the step says. */
function stepField(step: Step): string | undefined {
  if (step === slimNode) return 'node';
  return step.op === sidOp || step.op === enumOp ? step.name : undefined;
}

const recordKinds = Object.entries(chunkKinds).filter(([, k]) => k.records);

describe('EU7B record kinds: tree reader and walker layout agree', () => {
  for (const [id, kind] of recordKinds) {
    it(`${id} (${kind.records!.type})`, () => {
      let checked = 0;
      for (const { bytes, root } of generated) {
        const chunk = children(root).find((c) => c.name === id);
        const records = chunk && children(chunk).find((c) => c.name === 'records');
        if (!records) continue;
        const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        for (const record of children(records).slice(0, RECORDS_PER_KIND)) {
          const nodes = descendants(record);
          const edges = new Set(nodes.flatMap((n) => [n.offset, n.offset + n.length]));
          const scan = new RecordScan(view);
          scan.pos = record.offset;
          scan.end = record.offset + record.length;
          for (const step of kind.records!.layout) {
            const at = scan.pos;
            scan.run([step]);
            const size = scan.pos - at;
            expect(edges.has(at) && edges.has(at + size), `${record.name}: step at ${at} (${size} bytes)`).toBe(true);
            const name = stepField(step);
            if (name && size > 0) {
              const field = nodes.find((n) => n.offset === at && n.name === name);
              expect(field?.length, `${record.name}: ${name} at ${at}`).toBe(size);
            }
          }
          expect(scan.pos).toBe(record.offset + record.length);
          checked++;
        }
      }
      // The generated module holds records of every kind.
      expect(checked).toBeGreaterThan(0);
    });
  }
});
