// The hex rows' columns for a row shape: each byte column's base class (a gap after each group) and the header
// above them (Offset, the column numbers, Text). One definition for the editor's hex view and the Compare view.
import type { RowShape } from './hex-geometry';
import { el, hex } from './text';
import { t } from './l10n';

/** `base`, plus `group-end` on the last column of each group but the row's last. */
function columnClass(base: string, i: number, shape: RowShape): string {
  return (i + 1) % shape.groupSize === 0 && i + 1 < shape.bytesPerRow ? `${base} group-end` : base;
}

/** The base class of each byte column (what `HexRow.paint` starts every byte cell's classes with). */
export function byteColumnClasses(shape: RowShape): string[] {
  return Array.from({ length: shape.bytesPerRow }, (_, i) => columnClass('hex-byte', i, shape));
}

/** Fills `header` (a `.hex-header`) with the column titles of `shape`. */
export function fillHexHeader(header: HTMLElement, shape: RowShape): void {
  header.textContent = '';
  header.append(el('span', 'hex-offset', t`Offset`));
  const bytes = el('span', 'hex-bytes');
  for (let i = 0; i < shape.bytesPerRow; i++) bytes.append(el('span', columnClass('hex-col', i, shape), hex(i, 2)));
  header.append(bytes);
  if (shape.showText) header.append(el('span', 'hex-text', t`Text`));
}
