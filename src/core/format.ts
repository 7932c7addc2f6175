// What a format module provides to the registry, the CLI, the extension and the tests.
import { Diagnostic, Rule } from './diagnostics';
import { Reading, SpanNode } from './node';
import { NodePath } from './tree';
import type { StructureEdits } from './structure-edit';
import type { CommandSpec } from './format-command';
import type { PictureImporter } from './pictures/import';
import type { Picture } from './pictures/picture';
import type { Text } from './translatable';
import type { ByteSource } from './byte-source';
import type { Encoded } from './byte-sink';
import type { ByteChange } from './byte-change';

/** A file decoded from its pages. */
export interface PagedDecoding<M, I> {
  decoded: Decoded<M, I>;
  /**
   * The file with its bulk sections left out (zero bytes there, never written, so they cost no memory): the bytes
   * `validate` and the pictures get. Never encode or edit from it.
   */
  held: Uint8Array;
  /**
   * Structural edits work from this model: it places all of the file and the edits' encoder (`{ encoded }`) writes
   * the bulk as sections of the source. A structural edit is then made from the pages and comes back as parts of the
   * file (core/file-parts.ts), not a copy of it.
   */
  editable?: boolean;
}

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
  /**
   * A file in the same folder to read in ranges (a map's tile files, read by the tiles a picture shows), where the
   * place looked in can give one; absent or undefined otherwise, and `read` gives the file whole.
   */
  source?(name: string): Promise<ByteSource | undefined>;
  /** Names of the files in that folder, where they can be listed (a fix that renames a reference needs them). */
  list?(): Promise<string[]>;
  /**
   * Modification time (ms since 1970) of a file named by a path stored in the file, looked up from its folder and
   * the folders above as src/core/stored-paths.ts does; undefined when absent, or where times are not known.
   */
  modified?(stored: string): Promise<number | undefined>;
  /**
   * Why a file `read` did not find is missing, where the place looked in knows better than the format: a map
   * archive cannot gain a file later, and may hold one it could not unpack. The format reports this rule and text
   * in place of its own.
   */
  missing?(name: string): { rule: Rule; text: Text };
  /**
   * A file by its path from the root of the map archive the decoded file is in (`mapinfo.lua`,
   * `mapconfig/map_startboxes.lua`): the archive itself, an `.sdd` folder, or the folder holding a map's `maps/`.
   * Undefined when there is no such file or the decoded file is in no such root.
   */
  atRoot?(path: string): Promise<Uint8Array | undefined>;
}

export interface ValidateOptions extends DecodeOptions {
  siblings?: SiblingFiles;
}

/** What decode hands on: the tree to show, the model encode writes, and the index validate continues from. */
export interface Decoded<M = unknown, I = unknown> {
  root: SpanNode;
  /** What encode needs; undefined when the file could not be decoded far enough to be written back. */
  model: M | undefined;
  /** What the whole-file rules continue from (offsets, tables read); undefined when decode stopped too early. */
  index: I | undefined;
  diagnostics: Diagnostic[];
  /** e.g. "v7 world", "v2 plan", "NRes Land.msh". */
  version?: Reading;
}

export interface GeneratedFile {
  name: string;
  bytes: Uint8Array;
}

export interface FormatCodec<M = unknown, I = unknown> {
  id: string;
  /** The name people read (translatable); `id` is what code, settings and the CLI match on. */
  displayName: Text;
  /** Glob patterns in VS Code's filenamePattern form: `*.smf`, `**\/Land.msh`. */
  patterns: string[];
  /**
   * False when VS Code should offer Hex Atlas for these names (Reopen With) without opening them in it by default
   * (the `option` custom editor in package.json). Default true.
   */
  opensByDefault?: boolean;
  /** True when the bytes (and possibly the name) look like this format. */
  sniff(bytes: Uint8Array, fileName?: string): boolean;
  /**
   * Fast decode: structure, indexes and the checks that come with reading them. Never throws.
   * Bulk data stays in typed-array views; large arrays are lazy.
   */
  decode(bytes: Uint8Array, options?: DecodeOptions): Decoded<M, I>;
  /**
   * Decoding a file read in pages (one too large to hold): reads the structure from `source` and leaves the bulk
   * sections there, read when checked or shown. Undefined when the file needs the whole-file decode (a layout it
   * cannot place, or damage it must report exactly). Never throws.
   */
  decodePaged?(source: ByteSource, options?: DecodeOptions): PagedDecoding<M, I> | undefined;
  /** Whole-file rules (cross references, full passes over records), run after decode on its index. Never throws. */
  validate(decoded: Decoded<M, I>, bytes: Uint8Array, options: ValidateOptions): Promise<Diagnostic[]>;
  /** Write the model back. For a file that decoded without errors the result equals the input bytes. */
  encode(model: M): Uint8Array;
  /**
   * The repaired file for a diagnostic that carries a `fix` marker: the model with the field set, re-encoded (never
   * bytes patched blindly). Undefined when the fix no longer applies. src/fix/ applies these one at a time,
   * decoding again after each, so a fixer only ever sees a fresh decode of the bytes it is given.
   */
  fix?(decoded: Decoded<M, I>, bytes: Uint8Array, diagnostic: Diagnostic): Uint8Array | undefined;
  /**
   * The repair `fix` makes, made from the model alone for a file read in pages (whose model leaves the bulk in the
   * file): the ranges it writes where nothing moves (a field set), or where bytes move the repaired file as writes
   * whose bulk runs are sections of the decoded file. Undefined where the repair is not made so: `fix` then makes it
   * from the whole file.
   */
  fixFromModel?(decoded: Decoded<M, I>, diagnostic: Diagnostic): ByteChange[] | Encoded | undefined;
  /** Every rule this format can report (documented in docs/diagnostics.md). */
  rules: Rule[];
  /**
   * Go to Record: the index path of the record whose key is `key`, from the format's own index (no node walk);
   * null when the index has no such record, undefined when the key is not of the kind the index holds.
   */
  findRecord?(decoded: Decoded<M, I>, key: string): NodePath | null | undefined;
  /** Structural edits (strings, deleted and duplicated elements) made on the model and written by `encode`. */
  structureEdits?: StructureEdits<M, I>;
  /** The format's own commands: the palette's, and the tree menu's where they apply (src/core/format-command.ts). */
  commands?: CommandSpec<M, I>[];
  /** Pictures of the decoded file: height maps, type grids, textures, plans. */
  pictures?: PictureHooks<M, I>;
}

/** The user's settings a format reads, by name without the `hexAtlas.` prefix (`game`: the game a map is for). */
export type FormatSettings = Readonly<Record<string, string | undefined>>;

export interface PictureHooks<M, I> {
  /**
   * The file's pictures, cheap to list (no pixel is computed until one is rendered); `siblings` for pictures of
   * files the file names (an SMF's tile files).
   */
  list(
    decoded: Decoded<M, I>,
    bytes: Uint8Array,
    siblings?: SiblingFiles,
    settings?: FormatSettings,
  ): Picture[] | Promise<Picture[]>;
  /** The pictures a PNG can be imported into, and the writer of the whole file; undefined where there are none. */
  importer?(decoded: Decoded<M, I>, bytes: Uint8Array): PictureImporter | undefined;
}

/** A codec whose model and index types are not known here (the registry's lists, the CLI, the extension). */
export type AnyCodec = FormatCodec<unknown, unknown>;

/** One format family: the codecs of a game's related files and the generator of valid files for all of them. */
export interface FormatFamily {
  /** `hex-atlas generate <id>`. */
  id: string;
  displayName: Text;
  /** Most specific first (detection tries them in order). */
  codecs: AnyCodec[];
  /** Synthetic valid files from the project's own writers; larger scale, larger files. */
  generate(scale: number): GeneratedFile[];
  /**
   * Small valid files in the layouts and versions the format allows besides those `generate` writes (optional
   * sections, section orders, older versions), each group the files that belong together. Fuzz seeds and tests.
   */
  variants?(): GeneratedFile[][];
}
