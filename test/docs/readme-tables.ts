// Reads the file tables of a folder's README.md: every table whose first header cell is "File" names files in its
// first column, in backticks. A table names files of the README's own folder, unless the paragraph just above it
// names another folder (`src/editor/`), whose files it then names.
import fs from 'node:fs';
import path from 'node:path';

export interface FileTable {
  /** The folder the table's names are relative to, relative to the repository. */
  folder: string;
  names: string[];
}

const FILE_NAME = /^[\w.-]+(\/[\w.-]+)*\.[a-z]+$/;
const FOLDER = /`([\w.-]+(?:\/[\w.-]+)*\/)`/g;

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** The tables of `readme` (its text), the README lying in `folder`. */
export function fileTables(readme: string, folder: string, exists: (dir: string) => boolean): FileTable[] {
  const lines = readme.split('\n');
  const tables: FileTable[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('|') || lines[i - 1]?.startsWith('|') || cells(lines[i])[0] !== 'File') continue;
    let paragraph = '';
    for (let j = i - 1; j >= 0 && (lines[j].trim() !== '' || paragraph === ''); j--)
      paragraph = lines[j] + ' ' + paragraph;
    const named = [...paragraph.matchAll(FOLDER)].map((m) => m[1].replace(/\/$/, '')).filter(exists);
    const table: FileTable = { folder: named.at(-1) ?? folder, names: [] };
    for (let j = i + 2; j < lines.length && lines[j].startsWith('|'); j++) {
      for (const m of cells(lines[j])[0].matchAll(/`([^`]+)`/g)) if (FILE_NAME.test(m[1])) table.names.push(m[1]);
    }
    tables.push(table);
  }
  return tables;
}

/** Every file under `folder` (relative to `root`), leaving out README.md and subfolders with a README.md of their own. */
export function filesUnder(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of fs.readdirSync(path.join(root, folder, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!fs.existsSync(path.join(root, folder, child, 'README.md'))) walk(child);
      } else if (child !== 'README.md') out.push(child);
    }
  };
  walk('');
  return out.sort();
}
