// Matching file names against VS Code filenamePattern globs (`*.smf`, `**/Land.msh`), the only forms we register.

export function matchesPattern(fileName: string, pattern: string): boolean {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const p = pattern.startsWith('**/') ? pattern.slice(3) : pattern;
  const re = new RegExp('^' + p.split('*').map(escapeRegExp).join('.*') + '$', 'i');
  return re.test(base);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}
