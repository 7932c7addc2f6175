// Files named from inside another file (an SMF's tile files, say) are looked up beside it. Stored names carry
// folders ("maps/foo.smt") and any case; only the last part counts, matched without regard to case, so a name
// from a file can never reach outside the folder it sits in.

/** The entry of `folderEntries` that a stored `name` refers to, or undefined. */
export function findSibling(folderEntries: readonly string[], name: string): string | undefined {
  const base = name.split(/[\\/]/).pop()?.toLowerCase() ?? '';
  if (base === '' || base === '.' || base === '..') return undefined;
  return folderEntries.find((entry) => entry.toLowerCase() === base);
}
