// Field paths of the diff (`components["C-1"].position.x`, `minimap.mip0[5000].selectors`) taken apart into the
// nodes they pass through, and put back together: the diff counts, the text report and the diff view's tree all
// group differences by these segments.

/** `components["C-1"].position.x` -> `components`, `["C-1"]`, `position`, `x`: dots and brackets outside quotes. */
export function pathSegments(path: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (quoted) {
      cur += c;
      if (c === '\\') cur += path[++i] ?? '';
      else if (c === '"') quoted = false;
    } else if (c === '"') {
      cur += c;
      quoted = true;
    } else if (c === '.') {
      if (cur) out.push(cur);
      cur = '';
    } else if (c === '[') {
      if (cur) out.push(cur);
      cur = c;
    } else cur += c;
  }
  if (cur) out.push(cur);
  return out;
}

/** The path of segments as the diff writes it (the inverse of pathSegments). */
export function joinSegments(segments: readonly string[]): string {
  let out = '';
  for (const s of segments) out += s.startsWith('[') || !out ? s : `.${s}`;
  return out;
}
