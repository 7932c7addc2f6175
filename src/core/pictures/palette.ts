// Colours for kind ids (terrain types, component types, record kinds): well-separated hues by the golden angle,
// the same id always the same colour, in the webview and in exported PNGs alike.

/** RGB of kind `id`. */
export function kindColour(id: number): [number, number, number] {
  const hue = (id * 137.508) % 360;
  const s = 0.65;
  const l = id % 2 === 0 ? 0.55 : 0.45;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [f(0), f(8), f(4)];
}
