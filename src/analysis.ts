// One file through one codec: decode, then validate, with every diagnostic collected and bounded.
// Shared by the CLI, the extension's parse worker and the tests.
import { Diagnostic, DiagnosticSink, coreRules } from './core/diagnostics';
import type { ByteSource } from './core/byte-source';
import { AnyCodec, DecodeOptions, Decoded, PagedDecoding, SiblingFiles } from './core/format';
import { opaque } from './core/node';
import { detectFormat, plainBytes, rawFormat } from './formats';
import { msg } from './core/translatable';

export interface Analysis {
  format: AnyCodec;
  decoded: Decoded;
  /** Decode and validate diagnostics together, sorted by offset. */
  diagnostics: Diagnostic[];
}

export interface AnalyzeOptions extends DecodeOptions {
  format?: AnyCodec;
  siblings?: SiblingFiles;
  /** Skip whole-file rules (only what decoding itself finds). */
  decodeOnly?: boolean;
}

/** Decode never throws by contract; this wrapper keeps that promise even if a decoder breaks it. */
export function decodeSafely(format: AnyCodec, bytes: Uint8Array, options?: DecodeOptions): Decoded {
  try {
    return format.decode(bytes, options);
  } catch (e) {
    const sink = new DiagnosticSink(bytes.length);
    sink.report(
      coreRules.decoderFault,
      0,
      bytes.length,
      msg`${format.displayName} decoder failed: ${e instanceof Error ? e.message : String(e)}`,
    );
    return { root: opaque('file', 0, bytes.length), model: undefined, index: undefined, diagnostics: sink.finish() };
  }
}

/** How much of a file's start is read to tell its format before the rest (the sniffers test magics at 0). */
export const HEAD_BYTES = 64 * 1024;

/**
 * A file that no format claims by its name or by its first bytes (`head`), analysed from its size alone: plain bytes
 * need nothing more, so a huge unknown file is never read whole. Undefined when a format claims it.
 */
export function analyzeUnclaimed(fileName: string, head: Uint8Array, size: number): Analysis | undefined {
  if (detectFormat(fileName, head) !== rawFormat) return undefined;
  return { format: rawFormat, decoded: plainBytes(size), diagnostics: [] };
}

export async function analyze(fileName: string, bytes: Uint8Array, options: AnalyzeOptions = {}): Promise<Analysis> {
  const format = options.format ?? detectFormat(fileName, bytes);
  return validated(format, decodeSafely(format, bytes, { ...options, fileName }), bytes, fileName, options);
}

/**
 * A file read in pages, analysed without reading it whole when its format can decode from pages
 * (`FormatCodec.decodePaged`); `held` is what the analysis holds of it. Undefined otherwise: the caller reads the
 * file whole and calls `analyze`.
 */
export async function analyzePaged(
  fileName: string,
  source: ByteSource,
  options: AnalyzeOptions = {},
): Promise<{ analysis: Analysis; held: Uint8Array; editable?: boolean } | undefined> {
  const format = options.format ?? detectFormat(fileName, source.read(0, HEAD_BYTES));
  let paged: PagedDecoding<unknown, unknown> | undefined;
  try {
    paged = format.decodePaged?.(source, { fileName });
  } catch {
    // Decoding never throws by contract; one that does is left to the whole-file decode, which reports it.
    return undefined;
  }
  if (!paged) return undefined;
  const analysis = await validated(format, paged.decoded, paged.held, fileName, options);
  return { analysis, held: paged.held, editable: paged.editable };
}

/**
 * An analysis made with `decodeOnly`, completed by the whole-file rules: the parse worker shows a paged file's tree
 * from the decode alone, then runs them.
 */
export function validateAnalysis(
  a: Analysis,
  bytes: Uint8Array,
  fileName: string,
  options: AnalyzeOptions = {},
): Promise<Analysis> {
  return validated(a.format, a.decoded, bytes, fileName, { ...options, decodeOnly: false });
}

/** The decoded file with the whole-file rules' diagnostics added (unless `decodeOnly`), sorted by offset. */
async function validated(
  format: AnyCodec,
  decoded: Decoded,
  bytes: Uint8Array,
  fileName: string,
  options: AnalyzeOptions,
): Promise<Analysis> {
  let extra: Diagnostic[] = [];
  if (!options.decodeOnly) {
    try {
      extra = await format.validate(decoded, bytes, { ...options, fileName });
    } catch (e) {
      const sink = new DiagnosticSink(bytes.length);
      sink.report(
        coreRules.decoderFault,
        0,
        bytes.length,
        msg`${format.displayName} validation failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      extra = sink.finish();
    }
  }
  const diagnostics = [...decoded.diagnostics, ...extra].sort(
    (a, b) => a.offset - b.offset || a.code.localeCompare(b.code),
  );
  return { format, decoded, diagnostics };
}
