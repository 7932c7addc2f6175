// Shared code names no game: what a format brings (its commands, its records' keys, its readings) comes from its
// folder under src/formats/ through the registry. This scans src/ (outside the format folders), extension/ and
// webview/ for the games' names as `grep -rniE` would, and names each line that has one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const folders = ['src', 'extension', 'webview'];

/** The games' names and their formats' own features. */
const gameName = /logic ?world|\bswitch(es)?\b|maszyna|source.?link|\beu7/i;

/** Not scanned: the formats and their registry, a file the build writes from it, and documentation. */
const skipped = (rel: string) =>
  rel.startsWith('src/formats/') || rel === 'extension/format-commands.json' || rel.endsWith('.md');

/** Lines that match without naming a game: the JavaScript statement, and the verb in a button's text. */
const allowed = [/\bswitch \(/, /\bSwitch to (big|little)-endian\b/];

function filesUnder(rel: string): string[] {
  return fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const child = `${rel}/${e.name}`;
    return e.isDirectory() ? filesUnder(child) : [child];
  });
}

/** `file:line: text` for every line of `text` that names a game. */
function gameNames(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    if (!gameName.test(line)) return [];
    const rest = allowed.reduce((l, a) => l.replace(new RegExp(a.source, 'g'), ''), line);
    return gameName.test(rest) ? [`${file}:${i + 1}: ${line.trim()}`] : [];
  });
}

describe('game names outside the formats', () => {
  it('src/, extension/ and webview/ name no game outside src/formats/', () => {
    const files = folders.flatMap(filesUnder).filter((f) => !skipped(f));
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((f) => gameNames(f, fs.readFileSync(path.join(root, f), 'utf8')));
    expect(hits).toEqual([]);
  });

  it('finds a game named in a help text, a comment or a request kind, and passes the allowed lines', () => {
    const planted = [
      "  msg`(a Logic World component's address)`,",
      '// MaSzyna keeps its sources beside the binary',
      "  | { kind: 'switches' }",
      "  | { kind: 'sourceLink'; id: string }",
      'const eu7Only = true;',
      '  switch (m.type) {',
      '  this.littleEndian ? t`Switch to big-endian` : t`Switch to little-endian`,',
    ].join('\n');
    expect(gameNames('planted.ts', planted).map((h) => h.split(':')[1])).toEqual(['1', '2', '3', '4', '5']);
  });
});
