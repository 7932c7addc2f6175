import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { topFunctions } from '../../bench/profile';

describe('topFunctions', () => {
  it("ranks the bundle's functions and the GC by self time, leaving out start-up and file reading", () => {
    const frame = (id: number, functionName: string, url: string) => ({
      id,
      callFrame: { functionName, url, lineNumber: id },
    });
    const profile = {
      nodes: [
        frame(1, 'scanComponents', 'file:///x/bench.js'),
        frame(2, 'read', ''),
        frame(3, '(garbage collector)', ''),
        frame(4, 'validate', 'file:///x/bench.js'),
      ],
      samples: [1, 1, 1, 2, 2, 2, 2, 3, 4],
      timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
    };
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prof-')), 'p.cpuprofile');
    fs.writeFileSync(file, JSON.stringify(profile));
    const top = topFunctions(file, 'bench.js');
    expect(top.map((l) => l.split('of codec time  ')[1])).toEqual([
      'scanComponents bench.js:2',
      '(garbage collector) :4',
      'validate bench.js:5',
    ]);
    expect(top[0]).toContain('60.0% of codec time');
  });
});
