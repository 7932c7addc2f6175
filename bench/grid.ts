// Tables of strings, as aligned text for the terminal and as markdown for results.md.

/** Header and rows as aligned plain-text columns. */
export function textGrid(header: string[], rows: string[][]): string {
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const lines = table.map((r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
  return lines.join('\n');
}

/** Header and rows as a markdown table. */
export function markdownGrid(header: string[], rows: string[][]): string {
  const line = (c: string[]) => `| ${c.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
