// Timing inside the editor's webview (a frame of the workbench page): the first animation frame at which a
// condition holds, as Date.now() (the driver's clock: same machine), and animation-frame intervals while the
// driver scrolls. Evaluated in the frame through a locator, so they wait for the webview to exist.

/**
 * Resolves with the time of the first animation frame at which `check(arg)` is true in the active webview, or
 * undefined after `timeout` ms. Retried when the webview's frame is replaced while loading.
 */
export async function firstFrameWhen(wb, check, arg, timeout) {
  const deadline = Date.now() + timeout;
  const body = wb.webview().locator('body');
  while (Date.now() < deadline) {
    try {
      return await body.evaluate(
        (_, [source, arg, ms]) =>
          new Promise((resolve) => {
            const test = new Function(`return (${source})`)();
            const stop = Date.now() + ms;
            const tick = () => {
              if (test(arg)) resolve(Date.now());
              else if (Date.now() > stop) resolve(undefined);
              else requestAnimationFrame(tick);
            };
            tick();
          }),
        [check.toString(), arg, deadline - Date.now()],
        { timeout: Math.max(1, deadline - Date.now()) },
      );
    } catch (e) {
      if (!/detached|destroyed|navigat/i.test(e.message)) throw e;
    }
  }
  return undefined;
}

/** Starts recording animation-frame intervals in the active webview. */
export async function startFrames(wb) {
  await wb
    .webview()
    .locator('body')
    .evaluate(() => {
      const out = [];
      let last = 0;
      const state = { out, on: true };
      const tick = (t) => {
        if (!state.on) return;
        if (last) out.push(t - last);
        last = t;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      window.__benchFrames = state;
    });
}

/** Stops recording; returns the intervals in ms. */
export async function stopFrames(wb) {
  return wb
    .webview()
    .locator('body')
    .evaluate(() => {
      const s = window.__benchFrames;
      if (!s) return [];
      s.on = false;
      return s.out;
    });
}
