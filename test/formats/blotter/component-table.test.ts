// The component table keeps only every CHECKPOINT-th record start: each record must still be found where it was
// written, in any order of asking, in a file in memory and in one read in pages, whatever its size.
import { describe, expect, it } from 'vitest';
import { bufferSource, type ByteSource } from '../../../src/core/byte-source';
import { CHECKPOINT } from '../../../src/core/checkpoints';
import { DiagnosticSink } from '../../../src/core/diagnostics';
import { PieceSource } from '../../../src/editor/piece-source';
import { scanComponents } from '../../../src/formats/blotter/component-scan';
import { ComponentTable } from '../../../src/formats/blotter/component-table';
import { buildFixture, type Fixture } from './fixture';

/** Records of many sizes: pegs and custom data vary, and a few are longer than the table's 64 KiB window. */
function varied(count: number): Fixture {
  return buildFixture({
    ids: [[19, 'MHG.CircuitBoard']],
    components: Array.from({ length: count }, (_, i) => ({
      address: 1000 + i,
      parent: i === 0 ? 0 : 1000,
      inputs: Array.from({ length: i % 5 }, (_, k) => k),
      outputs: Array.from({ length: (i * 7) % 3 }, (_, k) => k),
      customData: i % 4 === 3 ? null : new Uint8Array(i % 97 === 50 ? 70_000 + i : (i * 13) % 40),
    })),
  });
}

function pagedSource(bytes: Uint8Array): ByteSource {
  return new PieceSource([{ fd: 7, from: 0, length: bytes.length }], (_fd, into, at) => {
    const part = bytes.subarray(at, Math.min(bytes.length, at + into.length));
    into.set(part);
    return part.length;
  });
}

function tableOf(f: Fixture, source: ByteSource, count = f.at.components.length): ComponentTable {
  const start = f.at.components[0];
  const scan = scanComponents(
    source,
    start,
    f.at.wires[0] ?? f.at.stateCount,
    count,
    new DiagnosticSink(f.bytes.length),
  );
  return new ComponentTable(source, scan);
}

/** Every record's start, then the end of the last: what a full offset array held. */
const startsOf = (f: Fixture): number[] => [...f.at.components, f.at.wires[0] ?? f.at.stateCount];

describe('component table', () => {
  const f = varied(5 * CHECKPOINT + 17);
  const starts = startsOf(f);
  const n = starts.length - 1;
  const ways = { whole: () => bufferSource(f.bytes), paged: () => pagedSource(f.bytes) };

  for (const [way, source] of Object.entries(ways)) {
    describe(way, () => {
      it('finds each record where it was written, in file order, backwards and at random', () => {
        const t = tableOf(f, source());
        expect(t.count).toBe(n);
        expect(t.end).toBe(starts[n]);
        const lengths = starts.slice(1).map((s, i) => s - starts[i]);
        const backwards = [...Array(n).keys()].reverse();
        // A fixed shuffle: every index once, jumping between checkpoints.
        const shuffled = [...Array(n).keys()].map((i) => (i * 151) % n);
        for (const order of [[...Array(n).keys()], backwards, shuffled]) {
          expect(order.map((i) => t.start(i))).toEqual(order.map((i) => starts[i]));
          expect(order.map((i) => t.length(i))).toEqual(order.map((i) => lengths[i]));
          expect(order.map((i) => t.address(i))).toEqual(order.map((i) => 1000 + i));
        }
        expect(t.start(n)).toBe(starts[n]);
      });

      it('visits every record from the last to the first, with a window holding it', () => {
        const t = tableOf(f, source());
        const seen: number[][] = [];
        t.backwards((i, at, w) => {
          const p = w.at(at, 4);
          seen.push([i, at, w.view.getUint32(p, true)]);
        });
        expect(seen).toEqual(
          starts
            .slice(0, n)
            .map((at, i) => [i, at, 1000 + i])
            .reverse(),
        );
      });

      it('finds the record holding any byte of the records, and none outside them', () => {
        const t = tableOf(f, source());
        for (let i = 0; i < n; i++) {
          for (const at of [starts[i], (starts[i] + starts[i + 1]) >> 1, starts[i + 1] - 1])
            expect(t.indexAt(at)).toBe(i);
        }
        expect([starts[0] - 1, starts[n], starts[n] + 100, -1].map((at) => t.indexAt(at))).toEqual([-1, -1, -1, -1]);
      });
    });
  }

  it('a count larger than the records read keeps checkpoints for the records read only', () => {
    const t = tableOf(f, bufferSource(f.bytes), 1_000_000_000);
    expect(t.count).toBe(n);
    expect([0, n - 1, n].map((i) => t.start(i))).toEqual([starts[0], starts[n - 1], starts[n]]);
  });

  it('a table of no records starts and ends where the records would start', () => {
    const t = tableOf(f, bufferSource(f.bytes), 0);
    expect([t.count, t.start(0), t.end, t.indexAt(starts[0])]).toEqual([0, starts[0], starts[0], -1]);
    const visited: number[] = [];
    t.backwards((i) => visited.push(i));
    expect(visited).toEqual([]);
  });
});
