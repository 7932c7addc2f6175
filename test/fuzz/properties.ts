// The properties every input must have, checked in-process on one input. Hangs and crashes that kill the
// process are the supervisor's job (supervisor.ts); everything observable from inside is checked here.
import { Diagnostic } from '../../src/core/diagnostics';
import { AnyCodec, Decoded, SiblingFiles } from '../../src/core/format';
import { checkTiling } from '../../src/core/tree';
import { firstDifference } from '../../src/cli/main';
import { DerivedProperty, checkDerived } from './derived-properties';

export type Property =
  | DerivedProperty
  | 'decode-throws'
  | 'validate-rejects'
  | 'root-range'
  | 'diagnostic-range'
  | 'tiling'
  | 'tree-throws'
  | 'validate-nondeterministic'
  | 'roundtrip'
  | 'memory'
  | 'timeout'
  | 'crash'
  | 'seed-invalid';

export interface PropertyFailure {
  property: Property;
  message: string;
  stack?: string;
}

export interface CheckOptions {
  fileName: string;
  siblings?: SiblingFiles;
  /** Nodes checkTiling may materialize. */
  nodeLimit?: number;
  /** Children checked at each end of a wider composite. */
  childrenPerEnd?: number;
  /** Allowed growth of heap + external memory while the input is processed. */
  memoryBound?: number;
}

/** Generous bounds, proportional to the input: 2 s + 50 ms per KB; 64 MB + 20x the size. */
export function timeBoundMs(size: number): number {
  return 2000 + Math.ceil((50 * size) / 1024);
}

export function memoryBound(size: number): number {
  return 64 * 2 ** 20 + 20 * size;
}

export async function checkInput(
  codec: AnyCodec,
  bytes: Uint8Array,
  options: CheckOptions,
): Promise<PropertyFailure[]> {
  const failures: PropertyFailure[] = [];
  const fail = (property: Property, message: string, e?: unknown): void => {
    if (failures.length >= 20) return;
    failures.push({
      property,
      message: e === undefined ? message : `${message}: ${errorText(e)}`,
      stack: e instanceof Error ? e.stack : undefined,
    });
  };
  const size = bytes.length;
  // No forced GC before measuring (it costs more than the check): growth then includes garbage, hence a generous bound.
  const before = memoryInUse();

  let decoded: Decoded;
  try {
    decoded = codec.decode(bytes, { fileName: options.fileName });
  } catch (e) {
    fail('decode-throws', 'decode threw', e);
    return failures;
  }
  if (decoded.root.offset !== 0 || decoded.root.length !== size) {
    fail('root-range', `root covers [${decoded.root.offset}, +${decoded.root.length}), file has ${size} bytes`);
  }
  checkRanges(decoded.diagnostics, size, 'decode', fail);

  const validateOptions = { fileName: options.fileName, siblings: options.siblings };
  let first: Diagnostic[] | undefined;
  try {
    first = await codec.validate(decoded, bytes, validateOptions);
    checkRanges(first, size, 'validate', fail);
    const second = await codec.validate(decoded, bytes, validateOptions);
    if (JSON.stringify(first) !== JSON.stringify(second)) {
      fail(
        'validate-nondeterministic',
        `validate gave ${first.length} then ${second.length} diagnostics, or different ones`,
      );
    }
  } catch (e) {
    fail('validate-rejects', 'validate rejected', e);
  }

  const growth = memoryInUse() - before;
  const bound = options.memoryBound ?? memoryBound(size);
  if (growth > bound)
    fail('memory', `memory grew by ${mb(growth)} MB processing ${size} bytes (bound ${mb(bound)} MB)`);

  try {
    const problems = checkTiling(decoded.root, options.nodeLimit ?? 200_000, options.childrenPerEnd ?? 64);
    for (const p of problems.slice(0, 5)) fail('tiling', `node ${p.path}: ${p.message}`);
  } catch (e) {
    fail('tree-throws', 'walking the tree threw', e);
  }

  if (first !== undefined) {
    const diagnostics = [...decoded.diagnostics, ...first];
    await checkDerived(
      { codec, bytes, decoded, diagnostics, fileName: options.fileName, siblings: options.siblings },
      fail,
    );
  }

  if (decoded.model !== undefined && !decoded.diagnostics.some((d) => d.severity === 'error')) {
    try {
      const at = firstDifference(bytes, codec.encode(decoded.model));
      if (at >= 0) fail('roundtrip', `decoded without errors, but encode differs at byte ${at}`);
    } catch (e) {
      fail('roundtrip', 'encode threw', e);
    }
  }
  return failures;
}

function checkRanges(list: Diagnostic[], size: number, stage: string, fail: (p: Property, m: string) => void): void {
  for (const d of list) {
    for (const r of [d, ...(d.related ?? [])]) {
      if (!(
        Number.isInteger(r.offset) &&
        Number.isInteger(r.length) &&
        r.offset >= 0 &&
        r.length >= 0 &&
        r.offset + r.length <= size
      )) {
        fail(
          'diagnostic-range',
          `${stage} diagnostic ${d.code} at [${r.offset}, +${r.length}) is outside the ${size}-byte file`,
        );
        return;
      }
    }
  }
}

function memoryInUse(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

function errorText(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

function mb(n: number): string {
  return (n / 2 ** 20).toFixed(1);
}
