// Which files `validate` checks: files named on the command line always; inside folders (recursively, in name
// order) the files a registered format claims by name and map archives (.sdd folders among them), and with --all
// every other file, kept if its bytes sniff.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { archiveKindByName, archivePatterns } from '../archives/open-archive';
import { matchesPattern } from '../core/glob';
import { formats } from '../formats';
import { resolveInput, type InputPath } from '../input/archive-input';
import { FileError } from '../input/io';
import { msg } from '../core/translatable';
import type { Game } from '../archives/map/check-map-archive';

export interface Target {
  /** The name it is reported by: the path as given or found. */
  file: string;
  /** What is read: resolved once from the path. */
  input: InputPath;
  /** Found by --all in a folder: validated only when a format recognises its bytes. */
  ifRecognised: boolean;
  /** The total of bytes a map archive's validation may unpack (--archive-budget); the default when absent. */
  archiveBudgetMB?: number;
  /** The folder named on the command line it was found in: paths stored in the file are looked up no higher. */
  within?: string;
  /** The game whose movement classes a map's start positions are checked for (--game). */
  game?: Game;
  /** How much less metal the poorest start may have, in percent of the richest's (--metal-tolerance). */
  metalTolerance?: number;
}

/** Folders not searched: version control and dependency trees. */
const skipped = new Set(['.git', '.hg', '.svn', 'node_modules']);

export async function collectTargets(paths: readonly string[], all: boolean): Promise<Target[]> {
  const out: Target[] = [];
  for (const p of paths) {
    const input = resolveInput(p);
    if (input.kind === 'entry') {
      out.push({ file: p, input, ifRecognised: false });
      continue;
    }
    const stat = await fs.stat(p).catch((e: NodeJS.ErrnoException) => {
      throw new FileError(msg`cannot read ${p}: ${e.code ?? String(e)}`);
    });
    if (stat.isDirectory() && archiveKindByName(p) !== 'sdd') await walk(p, all, out, p);
    else out.push({ file: p, input, ifRecognised: false });
  }
  return out;
}

/** A file, archive or `ARCHIVE!inner` given by name, checked whether or not a format claims it. */
export function targetOf(file: string): Target {
  return { file, input: resolveInput(file), ifRecognised: false };
}

async function walk(dir: string, all: boolean, out: Target[], within: string): Promise<void> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
    throw new FileError(msg`cannot read ${dir}: ${e.code ?? String(e)}`);
  });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      // An .sdd folder is a map archive, checked as one (the engine does not look for archives inside it).
      if (archiveKindByName(e.name) === 'sdd')
        out.push({ file: p, input: { kind: 'archive', path: p }, ifRecognised: false, within });
      else if (!skipped.has(e.name)) await walk(p, all, out, within);
    } else if (e.isFile()) {
      const input: InputPath = { kind: archiveKindByName(e.name) ? 'archive' : 'file', path: p };
      if (claimedByName(e.name)) out.push({ file: p, input, ifRecognised: false, within });
      else if (all) out.push({ file: p, input, ifRecognised: true, within });
    }
  }
}

function claimedByName(name: string): boolean {
  if (archivePatterns.some((pattern) => matchesPattern(name, pattern))) return true;
  return formats.some((f) => f.patterns.some((pattern) => matchesPattern(name, pattern)));
}
