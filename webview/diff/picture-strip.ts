// The Compare view's pictures of what changed: one difference picture per picture both files have (equal cells
// grey, changed cells coloured by the size of the change), or a line saying their shapes differ. A click on a
// picture shows the bytes of that cell in both hex panes.
import type { ComparePicture } from '../../src/compare/diff-view-protocol';
import { cellByte, uncomparedText } from '../../src/core/pictures/difference';
import { language, t } from '../l10n';

export interface CellPick {
  picture: ComparePicture;
  x: number;
  y: number;
  /** The cell's byte in each file (undefined where the picture does not map cells to bytes linearly). */
  byteA?: number;
  byteB?: number;
}

export class PictureStrip {
  readonly element: HTMLElement;

  constructor(private readonly pick: (p: CellPick) => void) {
    this.element = document.createElement('div');
    this.element.className = 'diff-pictures';
  }

  show(pictures: readonly ComparePicture[]): void {
    this.element.replaceChildren();
    // Pictures with changes first, then those that could not be compared; equal ones are left out.
    const uncompared = pictures.filter((p) => uncomparedText(p, language));
    const shown = [...pictures.filter((p) => p.status === 'differs'), ...uncompared];
    this.element.hidden = shown.length === 0;
    for (const p of shown) this.element.append(this.figure(p));
  }

  private figure(p: ComparePicture): HTMLElement {
    const figure = document.createElement('figure');
    figure.className = 'diff-picture';
    figure.dataset.picture = p.name;
    const caption = document.createElement('figcaption');
    const instead = uncomparedText(p, language);
    const differ = t`${count(p.changed)} of ${count(p.width * p.height)} cells differ`;
    caption.textContent = `${p.name}: ${instead ?? differ}`;
    figure.append(caption);
    const image = p.image;
    if (!image) return figure;
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    canvas.title = t`${p.title}: click a cell to see its bytes`;
    const data = new ImageData(new Uint8ClampedArray(image.rgba), image.width, image.height);
    canvas.getContext('2d')?.putImageData(data, 0, 0);
    canvas.addEventListener('click', (e) => {
      const r = canvas.getBoundingClientRect();
      // Cell of the difference picture, then the picture's own pixel (at mip 0) that the bytes are found by.
      const cx = Math.min(p.width - 1, Math.floor(((e.clientX - r.left) / r.width) * image.width) * image.step);
      const cy = Math.min(p.height - 1, Math.floor(((e.clientY - r.top) / r.height) * image.height) * image.step);
      const [x, y] = [Math.floor(cx * p.scale), Math.floor(cy * p.scale)];
      const a = p.sectionA.cells;
      const b = p.sectionB.cells;
      this.pick({ picture: p, x, y, byteA: a && cellByte(a, x, y), byteB: b && cellByte(b, x, y) });
    });
    figure.append(canvas);
    return figure;
  }
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}
