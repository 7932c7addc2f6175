// Temporary files under random names: the file a save writes beside the original before renaming it over (on a local
// disk, safe-write.ts, and through VS Code's file system alike), and the files a paged document keeps its large edits
// in (src/platform/node/temp-file.ts).

/** What a temporary file is for, the end of its name: a save's copy, or a paged document's edit. */
export type TempKind = 'save' | 'edit';

/** A fresh temporary name beside `file`: hidden, and random so a name planted ahead (a symlink, say) is not it. */
export function tempNameBeside(name: string, kind: TempKind = 'save'): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0'));
  // Kept within the 255 bytes a file name may take.
  return `.${name.slice(0, 160)}.${random.join('')}.hexatlas-${kind}`;
}
