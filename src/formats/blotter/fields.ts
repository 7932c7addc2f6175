// Blotter's shared field shapes (counts, strings, versions) read through a StructBuilder, with their checks.
import { StructBuilder } from '../../core/builder';
import { DiagnosticSink } from '../../core/diagnostics';
import { StopRegion } from '../../core/tolerate';
import { isValidUtf8, quote, utf8 } from '../../core/text';
import { versionText } from './display';
import { VersionQuad } from './model';
import { blotterRules } from './rules';
import { msg } from '../../core/translatable';

/** An i32 count of items at least `minItemSize` bytes each: negative or impossible counts stop decoding. */
export function readCount(s: StructBuilder, name: string, minItemSize: number, diags: DiagnosticSink): number {
  const at = s.c.pos;
  const n = s.i32(name);
  checkCount(n, at, s.c.remaining, minItemSize, name, diags);
  return n;
}

export function checkCount(
  n: number,
  at: number,
  remaining: number,
  minItemSize: number,
  name: string,
  diags: DiagnosticSink,
): void {
  if (n < 0) {
    diags.report(blotterRules.negativeCount, at, 4, msg`${name} is ${n}`);
    throw new StopRegion();
  }
  if (n * minItemSize > remaining) {
    diags.report(
      blotterRules.countExceedsData,
      at,
      4,
      msg`${name} ${n} needs at least ${n * minItemSize} bytes, ${remaining} left`,
    );
    throw new StopRegion();
  }
}

/** i32 byte length + UTF-8 bytes; returns the stored bytes (a view). */
export function readText(s: StructBuilder, name: string, diags: DiagnosticSink): Uint8Array {
  let raw: Uint8Array = new Uint8Array(0);
  s.struct(
    name,
    'string',
    (t) => {
      const length = readCount(t, 'length', 1, diags);
      const at = t.c.pos;
      t.value('text', `char[${length}]`, (c) => utf8((raw = c.take(length))));
      if (!isValidUtf8(raw)) diags.report(blotterRules.textNotUtf8, at, length, msg`${name} is not valid UTF-8`);
    },
    () => quote(utf8(raw)),
  );
  return raw;
}

/** Four i32 parts, e.g. 0.92.0.352. */
export function readVersion(s: StructBuilder, name: string): VersionQuad {
  const parts: number[] = [];
  s.struct(
    name,
    'Version',
    (v) => {
      for (const part of ['major', 'minor', 'patch', 'build']) parts.push(v.i32(part));
    },
    () => versionText(parts),
  );
  return parts as VersionQuad;
}
