// The README and the docs/ pages link to one another: every relative link leads to a file that exists, and every
// #anchor to a heading of that page (GitHub's slugs), so a page moved or a heading renamed fails here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingSlugs, relativeLinks } from './markdown-links';

const root = path.resolve(__dirname, '../..');
const pages = [
  'README.md',
  'CONTRIBUTING.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('links between the README and the docs', () => {
  for (const page of pages) {
    it(`${page}: every relative link and anchor resolves`, () => {
      const broken = relativeLinks(fs.readFileSync(path.join(root, page), 'utf8')).filter(({ target, anchor }) => {
        const file = target ? path.join(root, path.dirname(page), target) : path.join(root, page);
        if (!fs.existsSync(file)) return true;
        if (!anchor || !file.endsWith('.md')) return false;
        return !headingSlugs(fs.readFileSync(file, 'utf8')).has(anchor);
      });
      expect(broken.map((l) => l.text)).toEqual([]);
    });
  }
});

describe('reading links and headings', () => {
  it('finds relative links with their anchors, leaving out web addresses', () => {
    const text = 'See [cli](docs/cli.md#map-archives), [top](#formats), ![x](docs/a.png) and [web](https://a.b/c).';
    expect(relativeLinks(text)).toEqual([
      { text: 'docs/cli.md#map-archives', target: 'docs/cli.md', anchor: 'map-archives' },
      { text: '#formats', target: '', anchor: 'formats' },
      { text: 'docs/a.png', target: 'docs/a.png', anchor: '' },
    ]);
  });

  it('makes GitHub slugs of headings, outside code blocks', () => {
    const text = '# Hex Atlas\n## Importing pictures: `hex-atlas import`\n```sh\n# not a heading\n```\n### A, B and C';
    expect([...headingSlugs(text)]).toEqual(['hex-atlas', 'importing-pictures-hex-atlas-import', 'a-b-and-c']);
  });
});
