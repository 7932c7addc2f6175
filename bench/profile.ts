// Top functions by self time from a V8 .cpuprofile (node --cpu-prof), to explain a missed target. Only the
// bundle's own functions and the garbage collector are listed: process start-up and file reading are not the codec.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

export function topFunctions(file: string, bundleName: string, count = 12): string[] {
  const p = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  p.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    if (!f.url.endsWith(bundleName) && f.functionName !== '(garbage collector)') return;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    const dt = p.timeDeltas[i] ?? 0;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([k, us]) =>
        `${(us / 1000).toFixed(0).padStart(6)} ms ${((100 * us) / total).toFixed(1).padStart(5)}% of codec time  ${k}`,
    );
}
