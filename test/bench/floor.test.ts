import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FloorMeasurement, ProcessRun, measureFloors } from '../../bench/floor';
import { floorRatio, floorText } from '../../bench/floor-report';

const run = (wallMs: number, cpuMs = wallMs, maxRssBytes = 50e6): ProcessRun => ({ wallMs, cpuMs, maxRssBytes });
const floor = (o: Partial<FloorMeasurement>): FloorMeasurement => ({
  start: run(100),
  cliLoad: run(130),
  read: run(150, 140, 90e6),
  validate: run(210, 200, 100e6),
  validateStatus: 0,
  ...o,
});

describe('floor report', () => {
  it('divides whole-process validate by the read floor and marks the 1.5x target', () => {
    expect(floorRatio({ name: 'f', bytes: 40e6, f: floor({}) })).toBeCloseTo(1.4);
    const text = floorText([
      { name: 'fast', bytes: 40e6, f: floor({}) },
      { name: 'slow', bytes: 40e6, f: floor({ validate: run(240), validateStatus: 1 }) },
    ]);
    const [, , fast, slow] = text.split('\n');
    expect(fast).toMatch(/^fast\s+40\.0\s+100\s+130\s+150\s+210\s+1\.40 PASS/);
    expect(slow).toMatch(/\s240 \(errors\)\s+1\.60 MISS/);
  });

  it('splits what validate pays beyond start-up in CPU time: CLI load, the read, decode + validate', () => {
    const [, , line] = floorText([{ name: 'f', bytes: 40e6, f: floor({}) }]).split('\n');
    // cli load 130 - 100, read 140 - 100, the rest 200 - 130 - 40; extra RSS (100 - 90) MB / 40 MB
    expect(line).toMatch(/\s30 \/ 40 \/ 30\s+90 \/ 100\s+0\.25$/);
  });
});

describe('floor measurement', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hex-atlas-floor-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('times real processes and reads their CPU time, peak RSS and validate exit status', () => {
    const file = path.join(dir, 'data.bin');
    fs.writeFileSync(file, Buffer.alloc(32 << 20, 7));
    // Stands in for dist/cli.js: --version prints, validate exits 1 as for a file with an error.
    const cli = path.join(dir, 'cli.cjs');
    fs.writeFileSync(cli, "if (process.argv[2] === 'validate') process.exitCode = 1; else console.log('0');\n");
    const rounds: number[] = [];
    const [m] = measureFloors([file], cli, 1, (r) => rounds.push(r));
    expect(rounds).toEqual([1]);
    expect(m.validateStatus).toBe(1);
    for (const r of [m.start, m.cliLoad, m.read, m.validate]) {
      expect(r.wallMs).toBeGreaterThan(0);
      expect(r.cpuMs).toBeGreaterThan(0);
      expect(r.cpuMs).toBeLessThan(r.wallMs * 3);
    }
    // Only the reading process holds the 32 MiB file.
    expect(m.read.maxRssBytes - m.start.maxRssBytes).toBeGreaterThan(24 << 20);
    expect(Math.abs(m.validate.maxRssBytes - m.start.maxRssBytes)).toBeLessThan(16 << 20);
  });
});
