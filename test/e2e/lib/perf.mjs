// Frame times while a view scrolls: each animation frame moves the view by `step` pixels and records the time
// since the previous frame. A view that scrolls natively is moved by scrollTop; one with its own scrolling (huge
// files exceed the browser's maximum element height) receives wheel events instead.
export async function scrollFrameTimes(view, { frames = 120, step = 200 } = {}) {
  const deltas = await view.evaluate(
    (root, { frames, step }) =>
      new Promise((resolve) => {
        const scroller = [root, ...root.querySelectorAll('*')].find(
          (el) => el.scrollHeight > el.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowY),
        );
        const out = [];
        let last = performance.now();
        const tick = (now) => {
          out.push(now - last);
          last = now;
          if (scroller) scroller.scrollTop += step;
          else root.dispatchEvent(new WheelEvent('wheel', { deltaY: step, bubbles: true, cancelable: true }));
          if (out.length < frames) requestAnimationFrame(tick);
          else resolve(out.slice(1)); // the first delta measures the wait before scrolling began
        };
        requestAnimationFrame(tick);
      }),
    { frames, step },
  );
  return summarize(deltas);
}

function summarize(deltas) {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    frames: deltas.length,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1],
    over50ms: deltas.filter((d) => d > 50).length,
  };
}

/** Moves a view to its end: scrollTop for a natively scrolling view, wheel events for one that scrolls itself. */
export async function scrollToEnd(view) {
  await view.evaluate((root) => {
    const scroller = [root, ...root.querySelectorAll('*')].find(
      (el) => el.scrollHeight > el.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowY),
    );
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
    else root.dispatchEvent(new WheelEvent('wheel', { deltaY: 1e9, bubbles: true, cancelable: true }));
  });
}
