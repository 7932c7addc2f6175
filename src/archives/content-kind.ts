// What the engine's archive scanner takes an archive for (ArchiveScanner.cpp ScanArchive), from what it holds, not
// from its file name: mapinfo.lua at the root makes a map; else modinfo.lua a game, or base content when its
// modtype says so (springcontent.sdz, bitmaps.sdz, …); else a file ending in .smf makes a map. An archive with
// none of these is plain content the scanner lists under no name.
import { ArchiveEntry } from './archive';
import { isBaseModType, modTypeIn } from './game/mod-info';
import { ArchiveReader } from './reader';
import { extensionOf } from './vfs-path';
import { msg, type Text } from '../core/translatable';

export type ContentKind = 'map' | 'game' | 'base' | 'content';

/** Entries that say an archive is meant as a map even when the engine would find none in it. */
function mapShaped(e: ArchiveEntry): boolean {
  const ext = extensionOf(e.path);
  return ext === 'smf' || ext === 'smd' || e.path.toLowerCase().startsWith('maps/');
}

/** The archive claims to be a map: mapinfo.lua at its root, or, without a modinfo.lua, map files or a maps/ folder. */
export function claimsMap(reader: ArchiveReader): boolean {
  if (reader.find('mapinfo.lua')) return true;
  return !reader.find('modinfo.lua') && reader.entries.some(mapShaped);
}

/** A game or base content by modinfo.lua's modtype (a game when it cannot be read). */
export function modInfoKind(modType: ReturnType<typeof modTypeIn>): ContentKind {
  return isBaseModType(modType) ? 'base' : 'game';
}

/** The kind, reading modinfo.lua (within the archive's bounds) where the modtype decides it. */
export async function contentKindOf(reader: ArchiveReader): Promise<ContentKind> {
  if (claimsMap(reader)) return 'map';
  const modInfo = reader.find('modinfo.lua');
  if (!modInfo) return 'content';
  const bytes = await reader.read(modInfo);
  return modInfoKind(bytes instanceof Uint8Array ? modTypeIn(bytes) : undefined);
}

/** The kind as the listing names it. */
export function contentKindText(kind: ContentKind): Text {
  switch (kind) {
    case 'map':
      return msg`a map`;
    case 'game':
      return msg`a game (modinfo.lua)`;
    case 'base':
      return msg`engine base content (modinfo.lua)`;
    case 'content':
      return msg`content with no mapinfo.lua, modinfo.lua or map`;
  }
}
