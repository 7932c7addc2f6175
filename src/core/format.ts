// What a format module provides to the registry, the CLI, the extension and the tests.
import { Diagnostic, Rule } from './diagnostics';
import { SpanNode } from './node';
import type { StructureEdits } from './structure-edit';

export interface DecodeOptions {
  fileName?: string;
  /** Long loops check this and stop early (the editor cancels a parse). */
  shouldStop?: () => boolean;
  /** Fraction 0..1 of the work done so far. */
  progress?: (fraction: number) => void;
}

/** Access to files beside the decoded one (cross-file checks such as SMF -> SMT). */
export interface SiblingFiles {
  /** Bytes of a file in the same folder (name as the format stores it), or undefined when absent. */
  read(name: string): Promise<Uint8Array | undefined>;
}

export interface Decoded<M = unknown> {
  root: SpanNode;
  /** What encode needs; undefined when the file could not be decoded far enough to be written back. */
  model: M | undefined;
  diagnostics: Diagnostic[];
  /** e.g. "v7 world", "EU7B v9", "NRes Land.msh". */
  version?: string;
}

export interface GeneratedFile {
  name: string;
  bytes: Uint8Array;
}

export interface FormatCodec<M = unknown> {
  id: string;
  displayName: string;
  /** Glob patterns in VS Code's filenamePattern form: `*.smf`, `**\/Land.msh`. */
  patterns: string[];
  /** True when the bytes (and possibly the name) look like this format. */
  sniff(bytes: Uint8Array, fileName?: string): boolean;
  /**
   * Fast decode: structure, indexes and the checks that come with reading them. Never throws.
   * Bulk data stays in typed-array views; large arrays are lazy.
   */
  decode(bytes: Uint8Array, options?: DecodeOptions): Decoded<M>;
  /** Whole-file rules (cross references, full passes over records), run after decode. Never throws. */
  validate(
    decoded: Decoded<M>,
    bytes: Uint8Array,
    options?: DecodeOptions & { siblings?: SiblingFiles },
  ): Promise<Diagnostic[]>;
  /** Write the model back. For a file that decoded without errors the result equals the input bytes. */
  encode(model: M): Uint8Array;
  /** Every rule this format can report (documented in docs/diagnostics.md). */
  rules: Rule[];
  /** Synthetic valid files from the project's own writer; larger scale, larger files. */
  generate?(scale: number): GeneratedFile[];
  /** Structural edits (strings, deleted and duplicated elements) made on the model and written by `encode`. */
  edits?: StructureEdits<M>;
}
