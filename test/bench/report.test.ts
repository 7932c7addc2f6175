import { describe, expect, it } from 'vitest';
import { Measurement } from '../../bench/measure';
import { Row, checks, linearityOk, median, medianMeasurement, textTable } from '../../bench/report';

const m = (o: Partial<Measurement>): Measurement => ({
  bytes: 100e6,
  records: 10e6,
  firstTreeMs: 100,
  decodeValidateMs: 200,
  decodeValidateCpuMs: 250,
  peakBytes: 120e6,
  materialize10kMs: 5,
  scanMs: 20,
  errors: 0,
  ...o,
});
const row = (family: string, o: Partial<Measurement>): Row => ({
  family,
  label: 'x',
  scale: 1,
  file: 'f',
  codec: family,
  runs: 3,
  m: m(o),
});

describe('benchmark report', () => {
  it('takes the median of each figure over the runs', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(
      medianMeasurement([m({ firstTreeMs: 90 }), m({ firstTreeMs: 300 }), m({ firstTreeMs: 100 })]).firstTreeMs,
    ).toBe(100);
  });

  it('checks each target: first tree, MB/s by family, records/s where they count, peak memory', () => {
    expect(checks(row('blotter', {}))).toEqual({
      firstTree: 'PASS',
      throughput: 'PASS',
      peak: 'PASS',
      records: 'PASS',
    });
    expect(checks(row('smf', {}))).toEqual({ firstTree: 'PASS', throughput: 'MISS', peak: 'PASS' }); // 500 MB/s < 1000
    expect(checks(row('eu7', { firstTreeMs: 300, records: 0.9e6, peakBytes: 151e6 }))).toEqual({
      firstTree: 'MISS',
      throughput: 'PASS',
      peak: 'MISS',
      records: 'MISS',
    });
  });

  it('allows 4x the bytes at most 4.4x the time', () => {
    expect(linearityOk({ codec: 'a', sizeRatio: 4, timeRatio: 4.4, cpuTimeRatio: 4 })).toBe(true);
    expect(linearityOk({ codec: 'a', sizeRatio: 4, timeRatio: 4.5, cpuTimeRatio: 4 })).toBe(false);
  });

  it('prints "not available" rows for formats without a generator or codec', () => {
    const text = textTable(
      [
        {
          family: 'parkan',
          label: 'Parkan 10x',
          scale: 10,
          file: '-',
          runs: 3,
          note: 'not available (no generator registered)',
        },
      ],
      [],
    );
    expect(text).toContain('not available (no generator registered)');
  });
});
