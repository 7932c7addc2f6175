// Timing inside the editor's webview (a frame of the workbench page). What the user sees first is recorded from
// inside the page, by a script Playwright runs in every new frame before the page's own (a driver polling from
// outside would see it only after attaching to the frame, hundreds of ms late here): VS Code loads a webview as an
// empty document that it then writes the editor's page into, keeping it hidden until that page's load event (or
// 200 ms), so a condition counts at the first animation frame at which it holds while the frame is visible.
// Times are Date.now() (the driver's clock: same machine). Also: animation-frame intervals while the driver
// scrolls.

/**
 * The init script: in each webview document, for each editor's checks (`{ [editor]: { [name]: check } }`), records
 * under `window.__benchFirst[editor][name]` the time of the first visible animation frame at which the check held,
 * until one editor's checks all did. Each check must be self-contained (it is sent as text).
 */
export function firstVisibleRecorder(checksByEditor) {
  const table = Object.entries(checksByEditor)
    .map(
      ([editor, checks]) =>
        `${JSON.stringify(editor)}: {${Object.entries(checks)
          .map(([name, check]) => `${JSON.stringify(name)}: (${check.toString()})`)
          .join(', ')}}`,
    )
    .join(',\n');
  return `(() => {
  // The editor's document: a frame of VS Code's webview host page (pre/index.html), which writes it.
  let inHost = false;
  try {
    inHost = window.parent !== window && window.parent.location.pathname.endsWith('/pre/index.html');
  } catch {}
  if (!inHost) return;
  const editors = {${table}};
  const seen = (window.__benchFirst = {});
  const stop = Date.now() + 300000;
  const done = () => Object.entries(editors).some(([e, c]) => Object.keys(c).every((n) => seen[e] && n in seen[e]));
  const tick = () => {
    const frame = window.frameElement;
    if (!frame || frame.style.visibility !== 'hidden')
      for (const [editor, checks] of Object.entries(editors))
        for (const [name, check] of Object.entries(checks)) {
          try {
            if (!(seen[editor] && name in seen[editor]) && check()) (seen[editor] ??= {})[name] = Date.now();
          } catch {}
        }
    if (!done() && Date.now() < stop) requestAnimationFrame(tick);
  };
  // This script runs in the frame's first (about:blank) document; the window lives on through the load of VS
  // Code's empty page and the editor page written into it, but animation-frame callbacks do not: the loop
  // starts when the host page closes the written document.
  const close = Document.prototype.close;
  Document.prototype.close = function (...args) {
    const result = close.apply(this, args);
    requestAnimationFrame(tick);
    return result;
  };
})();`;
}

/** Waits until the active webview recorded `names` for `editor`; their times (undefined: not seen by `timeout`). */
export async function firstVisible(wb, editor, names, timeout) {
  const deadline = Date.now() + timeout;
  const body = wb.webview().locator('body');
  let seen = {};
  while (Date.now() < deadline && !names.every((n) => n in seen)) {
    try {
      const all = await body.evaluate(() => window.__benchFirst ?? {}, undefined, {
        timeout: Math.max(1, deadline - Date.now()),
      });
      seen = all[editor] ?? {};
    } catch (e) {
      if (!/detached|destroyed|navigat/i.test(e.message)) throw e;
    }
    if (!names.every((n) => n in seen)) await wb.page.waitForTimeout(50);
  }
  return Object.fromEntries(names.map((n) => [n, seen[n]]));
}

/**
 * Starts recording animation-frame intervals in the active webview, and the long animation frames (Chromium's
 * long-animation-frame entries: over 50 ms of work) with where their time went, to explain slow frames.
 */
export async function startFrames(wb) {
  await wb
    .webview()
    .locator('body')
    .evaluate(() => {
      const out = [];
      const long = [];
      let last = 0;
      const state = { out, long, on: true, observer: undefined, take: undefined };
      const tick = (t) => {
        if (!state.on) return;
        if (last) out.push(t - last);
        last = t;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      try {
        state.take = (entries) => {
          for (const e of entries)
            long.push({
              duration: Math.round(e.duration),
              blocking: Math.round(e.blockingDuration),
              // Before rendering: script and tasks; from renderStart: rAF callbacks, then style and layout.
              work: Math.round((e.renderStart || e.startTime + e.duration) - e.startTime),
              render: e.renderStart ? Math.round(e.styleAndLayoutStart - e.renderStart) : 0,
              styleAndLayout: e.styleAndLayoutStart ? Math.round(e.startTime + e.duration - e.styleAndLayoutStart) : 0,
              scripts: e.scripts.map((s) => ({
                invoker: s.invoker,
                duration: Math.round(s.duration),
                layout: Math.round(s.forcedStyleAndLayoutDuration),
              })),
            });
        };
        state.observer = new PerformanceObserver((list) => state.take(list.getEntries()));
        state.observer.observe({ type: 'long-animation-frame' });
      } catch {
        // A browser without long-animation-frame entries: intervals only.
        state.observer = undefined;
      }
      window.__benchFrames = state;
    });
}

/** Stops recording; returns the intervals in ms and the long animation frames seen. */
export async function stopFrames(wb) {
  return wb
    .webview()
    .locator('body')
    .evaluate(() => {
      const s = window.__benchFrames;
      if (!s) return { intervals: [], long: [] };
      s.on = false;
      if (s.observer) {
        s.take(s.observer.takeRecords());
        s.observer.disconnect();
      }
      return { intervals: s.out, long: s.long };
    });
}
