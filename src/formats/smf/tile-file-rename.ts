// A map that names a tile file which is not beside it, while exactly one .smt beside it is named by no entry and
// would serve: the entry most likely carries an old or mistyped name, and the repair is determined.
import { SiblingFiles } from '../../core/format';
import { findSibling } from '../../core/siblings';
import { TileSection } from './model';
import { decodeSmt, smtTileCount } from './smt';

/**
 * The stored name entry `missing` should carry (its folder part kept), when exactly one unnamed .smt beside the map
 * is a tile file the engine accepts with at least the tiles the entry reads.
 */
export async function renameCandidate(
  tiles: TileSection,
  missing: number,
  siblings: SiblingFiles,
): Promise<string | undefined> {
  const names = siblings.list ? await siblings.list().catch(() => []) : [];
  const named = new Set(tiles.files.map((f) => findSibling(names, f.name)).filter((n) => n !== undefined));
  const entry = tiles.files[missing];
  const fits: string[] = [];
  for (const name of names) {
    if (!/\.smt$/i.test(name) || named.has(name)) continue;
    const bytes = await siblings.read(name).catch(() => undefined);
    if (!bytes) continue;
    const smt = decodeSmt(bytes);
    if (
      smt.model &&
      smt.diagnostics.every((d) => d.severity !== 'error') &&
      smtTileCount(bytes.length).whole >= entry.tileCount
    )
      fits.push(name);
  }
  if (fits.length !== 1) return undefined;
  const folder = entry.name.slice(0, Math.max(entry.name.lastIndexOf('/'), entry.name.lastIndexOf('\\')) + 1);
  return folder + fits[0];
}
