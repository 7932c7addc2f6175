// Which workspace files Validate Workspace checks: those a registered format claims by name (the registry's
// patterns, as one glob for the editor's file search), within the size limit.

/** One glob for every name pattern: `*.smf` matches in any folder, as the editor's filenamePattern does. */
export function workspaceGlob(patterns: readonly string[]): string {
  const anywhere = patterns.map((p) => (p.startsWith('**/') ? p : `**/${p}`));
  const unique = [...new Set(anywhere)].sort();
  return unique.length === 1 ? unique[0] : `{${unique.join(',')}}`;
}

export interface Candidate<U> {
  uri: U;
  size: number;
}

export interface Selected<U> {
  accepted: U[];
  /** Over the size limit: left out, counted in the summary. */
  tooLarge: U[];
}

/** Splits candidates at `maxBytes` (0 or less: no limit), keeping their order. */
export function selectBySize<U>(candidates: readonly Candidate<U>[], maxBytes: number): Selected<U> {
  const accepted: U[] = [];
  const tooLarge: U[] = [];
  for (const c of candidates) (maxBytes > 0 && c.size > maxBytes ? tooLarge : accepted).push(c.uri);
  return { accepted, tooLarge };
}
