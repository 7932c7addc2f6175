// The `hexAtlas.*` settings, read and clamped to values the editor can draw.
import * as vscode from 'vscode';
import type { ViewSettings } from '../src/protocol';
import { MAX_READ_BYTES } from '../src/core/size-limit';
import { ArchiveLimits, withBudgetMB } from '../src/archives/limits';
import { gameOf, type Game, type MapCheckOptions } from '../src/archives/map/check-map-archive';
import type { FormatSettings } from '../src/core/format';

export function viewSettings(): ViewSettings {
  const c = vscode.workspace.getConfiguration('hexAtlas');
  const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, Math.floor(v)));
  const perRow = c.get<number | string>('bytesPerRow', 16);
  return {
    bytesPerRow: perRow === 'fit' ? 16 : clamp(Number(perRow) || 16, 4, 64),
    fit: perRow === 'fit',
    groupSize: clamp(c.get('groupSize', 4), 1, 64),
    showText: c.get('showTextColumn', true),
  };
}

/** The archive bounds with the hexAtlas.archiveBudgetMB setting as the total of bytes one opening may unpack. */
export function archiveLimits(): ArchiveLimits {
  return withBudgetMB(vscode.workspace.getConfiguration('hexAtlas').get('archiveBudgetMB', 1024));
}

/** The game a Spring map's pathability is drawn and checked for (hexAtlas.game), as validate --game takes it. */
function game(): Game {
  return gameOf(vscode.workspace.getConfiguration('hexAtlas').get<string>('game', 'bar'));
}

/** The settings the formats read in the editor (their pictures). */
export function formatSettings(): FormatSettings {
  return { game: game() };
}

/** What map archives are checked with: hexAtlas.game and hexAtlas.metalBalanceTolerance (percent). */
export function mapChecks(): MapCheckOptions {
  const tolerance = vscode.workspace.getConfiguration('hexAtlas').get('metalBalanceTolerance', 10);
  return { game: game(), metalTolerance: Math.min(100, Math.max(0, Number(tolerance) || 0)) };
}

export function decodeLimitBytes(): number {
  return Math.max(0, vscode.workspace.getConfiguration('hexAtlas').get('decodeLimitMB', 1024)) * 1024 * 1024;
}

/** Local files larger than this are read in pages from disk instead of held in memory. */
export function pagedAboveBytes(): number {
  return Math.max(0, vscode.workspace.getConfiguration('hexAtlas').get('pagedAboveMB', 32)) * 1024 * 1024;
}

/** On the web, files larger than this are not read whole (VS Code's file system there reads only whole files). */
export function webReadLimitBytes(): number {
  return Math.max(1, vscode.workspace.getConfiguration('hexAtlas').get('webReadLimitMB', 256)) * 1024 * 1024;
}

/** Files larger than this are not opened (their bytes are held in memory); 0 means Node's largest buffer. */
export function maxFileBytes(): number {
  const mb = Math.max(0, vscode.workspace.getConfiguration('hexAtlas').get('maxFileSizeMB', 4096));
  return mb === 0 ? MAX_READ_BYTES : Math.min(MAX_READ_BYTES, mb * 1024 * 1024);
}
