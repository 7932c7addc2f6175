// The README is the extension's page in VS Code's Extensions view, read from the installed .vsix: every file it links
// to (the docs pages, the screenshots) must be packaged, or the page shows broken links and images.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeLinks } from './markdown-links';

const root = path.resolve(__dirname, '../..');

/** The `!pattern` lines of .vscodeignore (everything is excluded, then these allowed back) as expressions. */
function packagedPatterns(): RegExp[] {
  return fs
    .readFileSync(path.join(root, '.vscodeignore'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('!'))
    .map((line) => {
      const glob = line.slice(1).trim();
      const source = glob
        .split(/(\*\*|\*)/)
        .map((part) => (part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      return new RegExp(`^${source}$`);
    });
}

describe('the .vsix carries what its README shows', () => {
  it('packages every file the README links to', () => {
    const patterns = packagedPatterns();
    const targets = relativeLinks(fs.readFileSync(path.join(root, 'README.md'), 'utf8'))
      .map((l) => l.target)
      .filter((t) => t !== '');
    expect(targets.length).toBeGreaterThan(5);
    expect(targets.filter((t) => !patterns.some((p) => p.test(path.posix.normalize(t))))).toEqual([]);
  });
});
