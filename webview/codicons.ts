// The codicon stylesheet, and through it the icon font, join the page once it has loaded. In the page's head the
// stylesheet held the page's script back until it came through VS Code's webview service worker, and the font the
// load event, which VS Code waits for (up to 200 ms) before it shows the page or hands it any message.

export function addCodiconsAfterLoad(): void {
  const href = document.getElementById('app')?.dataset.codicons;
  if (!href) return;
  const add = (): void => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  };
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
}
