// The `hexAtlas.*` settings, read and clamped to values the editor can draw.
import * as vscode from 'vscode';
import type { ViewSettings } from '../src/protocol';

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

export function decodeLimitBytes(): number {
  return Math.max(0, vscode.workspace.getConfiguration('hexAtlas').get('decodeLimitMB', 1024)) * 1024 * 1024;
}
