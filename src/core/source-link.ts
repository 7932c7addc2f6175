// Go to Source as the editor asks for it (src/core/commands.ts): where a record of a compiled file came from. It
// crosses the protocol to the host, which opens the text, so it lives here, not in the format.

export interface SourceLink {
  /** Line of the include in the text this binary was compiled from (1 = the first line). */
  line: number;
  /** The included module's text and its binary, as stored ("eu7test\child.scm"). */
  sourcePath: string;
  binaryPath: string;
  /** The bytes of the record's source_path field (where the rule points). */
  sourceField: { offset: number; length: number };
}

/**
 * The texts a binary is compiled from, by its name: the same folder and stem (MaSzyna-EU07/maszyna
 * docs/eu7-format.md §33: .scn, .scm, .inc -> .eu7).
 */
export function compiledFrom(binaryName: string): string[] {
  const stem = binaryName.replace(/\.[^./\\]*$/, '');
  return ['.scn', '.scm', '.inc'].map((ext) => stem + ext);
}
