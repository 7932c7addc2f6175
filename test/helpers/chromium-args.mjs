// Command-line switches for the headless Chromium of the UI tests (webview harness and e2e alike): no sandbox or GPU
// in containers, and nothing that reaches the network or the first-run UI on its own.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
