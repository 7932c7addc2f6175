// A folder's README.md lists its files in a table: every file of the folder is in it, and every file a table names
// exists. A file added, moved or deleted without its row fails here, naming it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTables, filesUnder } from './readme-tables';

const root = path.resolve(__dirname, '../..');
const isFolder = (rel: string) =>
  fs.existsSync(path.join(root, rel)) && fs.statSync(path.join(root, rel)).isDirectory();
const srcFolders = fs.readdirSync(path.join(root, 'src')).map((d) => `src/${d}`);
const withTables = ['extension', 'webview', ...srcFolders].filter(
  (f) => isFolder(f) && fs.existsSync(path.join(root, f, 'README.md')),
);

describe('folder READMEs', () => {
  it('covers the folders that have one', () => {
    expect(withTables).toEqual(expect.arrayContaining(['extension', 'webview']));
  });

  for (const folder of withTables) {
    const tables = fileTables(fs.readFileSync(path.join(root, folder, 'README.md'), 'utf8'), folder, isFolder);

    it(`${folder}/README.md lists every file of ${folder}/`, () => {
      const listed = new Set(tables.filter((t) => t.folder === folder).flatMap((t) => t.names));
      expect(filesUnder(root, folder).filter((f) => !listed.has(f))).toEqual([]);
    });

    it(`${folder}/README.md names only files that exist`, () => {
      const missing = tables.flatMap((t) =>
        t.names.map((n) => `${t.folder}/${n}`).filter((p) => !fs.existsSync(path.join(root, p))),
      );
      expect(missing).toEqual([]);
    });
  }
});

describe('reading a README file table', () => {
  const readme = [
    'Files here:',
    '',
    '| File | Job |',
    '| --- | --- |',
    '| `a.ts`, `b.ts` | two |',
    '| `sub/c.css` | a style; `d.ts` in the job column is no row |',
    '',
    'What the editor computes is in `src/editor/`:',
    '',
    '| File | Job |',
    '| --- | --- |',
    '| `session.ts` | queries |',
    '',
    '| Selector | Meaning |',
    '| --- | --- |',
    '| `#tree.ts` | not a file table |',
  ].join('\n');

  it('takes the first column of File tables, relative to the folder the paragraph above names', () => {
    expect(fileTables(readme, 'extension', (d) => d === 'src/editor')).toEqual([
      { folder: 'extension', names: ['a.ts', 'b.ts', 'sub/c.css'] },
      { folder: 'src/editor', names: ['session.ts'] },
    ]);
  });

  it('keeps the README folder when the folder named above does not exist', () => {
    expect(fileTables(readme, 'extension', () => false)[1].folder).toBe('extension');
  });
});
