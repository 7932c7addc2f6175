// Medians over runs, the side-by-side markdown table, and the targets met or not.

const median = (xs) => {
  const v = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return undefined;
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

/** A scroll drive's figures, if it moved the view (else they measured an idle view). */
const moved = (drive) => (drive?.moved ? drive : undefined);

/** The rows of the table: what each measurement's field holds, how it is printed. */
const METRICS = [
  { id: 'rows', label: 'open → first hex rows (ms)', get: (r) => r.firstRowsMs, digits: 0 },
  { id: 'tree', label: 'open → tree (ms)', get: (r) => r.treeMs, digits: 0 },
  { id: 'webview', label: 'open → webview document starts (ms)', get: (r) => r.webviewMs, digits: 0 },
  {
    id: 'webviewRows',
    label: 'webview document → first hex rows (ms)',
    get: (r) => r.firstRowsMs - r.webviewMs,
    digits: 0,
  },
  { id: 'webviewTree', label: 'webview document → tree (ms)', get: (r) => r.treeMs - r.webviewMs, digits: 0 },
  {
    id: 'wheel',
    label: 'wheel scroll frame p50 / p95 (ms)',
    get: (r) => [moved(r.wheel)?.p50, moved(r.wheel)?.p95],
    digits: 1,
  },
  {
    id: 'drag',
    label: 'drag scroll frame p50 / p95 (ms)',
    get: (r) => [moved(r.drag)?.p50, moved(r.drag)?.p95],
    digits: 1,
  },
  {
    id: 'slow',
    label: 'frames over 20 ms, wheel / drag (of about 250-400)',
    get: (r) => [moved(r.wheel)?.slow, moved(r.drag)?.slow],
    digits: 0,
  },
  { id: 'refresh', label: 'display refresh interval at rest (ms)', get: (r) => r.refreshMs, digits: 2 },
  { id: 'extHost', label: 'extension host RSS (MiB)', get: (r) => r.extHostMiB, digits: 0 },
  { id: 'renderer', label: 'renderer RSS, workbench + webview (MiB)', get: (r) => r.rendererMiB, digits: 0 },
  { id: 'jsHeap', label: 'renderer JS heap used (MiB)', get: (r) => r.jsHeapMiB, digits: 0 },
];
const metric = (id) => METRICS.find((m) => m.id === id);
/**
 * A scroll frame interval is within one frame when it missed no vsync: shorter than 1.5 of the display's measured
 * refresh interval (animation-frame timestamps jitter by about 0.1 ms either way; a missed vsync makes two frames).
 */
const WITHIN_ONE_FRAME = 1.5;

/** { [file]: { [editor]: { [metric label]: median value or [median, median] } } } */
export function summarize(results) {
  const out = {};
  for (const r of results) {
    ((out[r.file] ??= {})[r.editor] ??= []).push(r);
  }
  for (const byEditor of Object.values(out)) {
    for (const [editor, runs] of Object.entries(byEditor)) {
      byEditor[editor] = { runs: runs.length, notMoved: notMoved(runs) };
      for (const m of METRICS) {
        const values = runs.map(m.get);
        byEditor[editor][m.label] = Array.isArray(values[0])
          ? values[0].map((_, i) => median(values.map((v) => v[i])))
          : median(values);
      }
    }
  }
  return out;
}

function notMoved(runs) {
  return ['wheel', 'drag'].filter((k) => runs.some((r) => r[k] && !r[k].moved));
}

export function markdownTable(summary, files, editors) {
  const lines = [
    `| file | measure | ${editors.map((e) => e.name).join(' | ')} |`,
    `| --- | --- | ${editors.map(() => '---:').join(' | ')} |`,
  ];
  for (const f of files) {
    const s = summary[f.id] ?? {};
    for (const m of METRICS) {
      const cells = editors.map((e) => show(s[e.id]?.[m.label], m.digits));
      if (cells.every((c) => c === '—')) continue;
      lines.push(`| ${f.label}, ${sizeText(f.size)} | ${m.label} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

/** The targets, each met / not met with its numbers; `anchor` is absent when only Hex Atlas ran. */
/** What the extension host may hold above vscode-hexeditor's: the parse worker, the tree's index and its pages. */
const HOST_MARGIN_MIB = 64;

export function targets(summary, files, { ours, anchor }) {
  const lines = [];
  const get = (f, e, label) => summary[f.id]?.[e.id]?.[label];
  const verdict = (ok, text) => `- ${ok === undefined ? 'not measured' : ok ? 'met' : 'NOT met'}: ${text}`;
  for (const f of files) {
    const a = get(f, ours, metric('rows').label);
    const b = anchor && get(f, anchor, metric('rows').label);
    if (anchor)
      lines.push(
        verdict(
          a !== undefined && b !== undefined ? a <= b : undefined,
          `first hex rows no later than ${anchor.name} on ${f.label}: ${show(a, 0)} vs ${show(b, 0)} ms`,
        ),
      );
  }
  // Every file a format decodes that is read in pages (above hexAtlas.pagedAboveMB's default).
  for (const big of files.filter((f) => !f.bytes && f.size > 32 * 2 ** 20)) {
    const t = get(big, ours, metric('tree').label);
    const own = get(big, ours, metric('webviewTree').label);
    lines.push(
      verdict(
        t === undefined ? undefined : t <= 1000,
        `tree within 1 s on the ${big.label}: ${show(t, 0)} ms ` +
          `(${show(own, 0)} ms of it after the webview document starts)`,
      ),
    );
  }
  for (const [kind, m] of [
    ['wheel', metric('wheel')],
    ['drag', metric('drag')],
  ]) {
    const p95 = files.map((f) => [get(f, ours, m.label)?.[1], get(f, ours, metric('refresh').label)]);
    const measured = p95.filter(([p, frame]) => p !== undefined && frame !== undefined);
    const each = p95.map(([p, frame]) => `${show(p, 1)} (frame ${show(frame, 2)})`).join(' / ');
    lines.push(
      verdict(
        measured.length ? measured.every(([p, frame]) => p < WITHIN_ONE_FRAME * frame) : undefined,
        `${kind} scroll p95 within one frame of the display's measured refresh interval (no vsync missed): ${each} ms`,
      ),
    );
  }
  if (anchor) {
    for (const f of files) {
      const label = metric('extHost').label;
      const a = get(f, ours, label);
      const b = get(f, anchor, label);
      const allowed = b === undefined ? undefined : b + HOST_MARGIN_MIB;
      lines.push(
        verdict(
          a !== undefined && allowed !== undefined ? a <= allowed : undefined,
          `extension host memory on ${f.label} within ${anchor.name}'s + ${HOST_MARGIN_MIB} MiB: ${show(a, 0)} vs ${show(b, 0)} + ${HOST_MARGIN_MIB} MiB`,
        ),
      );
    }
  }
  for (const f of files)
    for (const e of [ours, anchor].filter(Boolean)) {
      const stuck = summary[f.id]?.[e.id]?.notMoved ?? [];
      if (stuck.length) lines.push(`- warning: ${e.name} did not scroll by ${stuck.join(' and ')} on ${f.label}`);
    }
  return lines.join('\n');
}

function show(v, digits) {
  if (Array.isArray(v)) return v.every((x) => x === undefined) ? '—' : v.map((x) => show(x, digits)).join(' / ');
  return v === undefined ? '—' : v.toFixed(digits);
}

function sizeText(bytes) {
  return bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(0)} GiB` : `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;
}
