// Plans to RGBA for `hex-atlas export`: rectangles as outlines over a light fill, lines, and points as 3x3 marks,
// each in its kind's colour, on a dark background. Deliberately simple: no antialiasing.
import { kindColour } from './palette';
import { Plan } from './picture';

const BACKGROUND = [24, 26, 30, 255];

export function rasterisePlan(plan: Plan, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  for (let i = 0; i < out.length; i += 4) out.set(BACKGROUND, i);
  const put = (x: number, y: number, c: readonly number[], alpha = 1): void => {
    x = Math.floor(x);
    y = Math.floor(y);
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const p = (y * width + x) * 4;
    for (let k = 0; k < 3; k++) out[p + k] = Math.round(out[p + k] * (1 - alpha) + c[k] * alpha);
  };
  const line = (x1: number, y1: number, x2: number, y2: number, c: readonly number[]): void => {
    const steps = Math.min(4 * (width + height), Math.ceil(Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1))));
    for (let s = 0; s <= steps; s++) {
      const t = steps === 0 ? 0 : s / steps;
      put(x1 + t * (x2 - x1), y1 + t * (y2 - y1), c);
    }
  };
  const { rects, lines, points } = plan;
  for (let i = 0; i < rects.length; i += 4) {
    const c = kindColour(plan.rectKinds[i / 4]);
    const [x, y, w, h] = [rects[i], rects[i + 1], rects[i + 2], rects[i + 3]];
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(width - 1, Math.floor(x + w));
    const y1 = Math.min(height - 1, Math.floor(y + h));
    for (let py = y0; py <= y1; py++) for (let px = x0; px <= x1; px++) put(px, py, c, 0.25);
    line(x, y, x + w, y, c);
    line(x, y + h, x + w, y + h, c);
    line(x, y, x, y + h, c);
    line(x + w, y, x + w, y + h, c);
  }
  for (let i = 0; i < lines.length; i += 4) {
    line(lines[i], lines[i + 1], lines[i + 2], lines[i + 3], kindColour(plan.lineKinds[i / 4]));
  }
  for (let i = 0; i < points.length; i += 2) {
    const c = kindColour(plan.pointKinds[i / 2]);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) put(points[i] + dx, points[i + 1] + dy, c);
  }
  return out;
}
