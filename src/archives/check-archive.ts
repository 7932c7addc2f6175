// An archive checked by the rules of its kind (content-kind.ts): a map as the engine loads it, a game or base
// content by its modinfo.lua and what it carries, plain content for being readable within bounds.
import { checkGameArchive, KindReport } from './game/check-game-archive';
import { claimsMap } from './content-kind';
import { MapCheckOptions, checkMapArchive } from './map/check-map-archive';
import { ArchiveReader } from './reader';

export type ArchiveReport = KindReport;

export async function checkArchive(reader: ArchiveReader, options: MapCheckOptions = {}): Promise<ArchiveReport> {
  if (claimsMap(reader)) return { kind: 'map', ...(await checkMapArchive(reader, options)) };
  return checkGameArchive(reader);
}
