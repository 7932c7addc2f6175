// What Hex Atlas logged while a scenario ran: error entries of the extension host's log (code-server writes one per
// extension host start, under the profile's logs folder) and errors in the workbench page's console and its frames
// (the webviews are frames of it; the Web Worker extension host's console is forwarded to the page's). A scenario that
// leaves any behind fails.
import fs from 'node:fs';
import path from 'node:path';

/**
 * VS Code's own messages that say nothing about Hex Atlas, matched as narrowly as they read. Each one is written
 * by the workbench itself in this offline, headless set-up, whatever extension runs.
 */
const NOISE = [
  // The extension-host suite opens a second window on the same folder; VS Code's lock on the folder's storage,
  // held by the first window, is taken by the second.
  /EEXIST: file already exists, open '[^']*\/workspaceStorage\/[^']*\/vscode\.lock'/,
  // Two windows of one folder in turn (a reload, Open Archive as Folder): the new extension host reads that lock while
  // the old one rewrites it as it goes, and logs the half-written file's JSON (VS Code's own reader of the lock).
  /SyntaxError: Unexpected end of JSON input\n\s+at JSON\.parse \(<anonymous>\)\n\s+at \S+ \(file:\/\/[^)]*\/extensionHostProcess\.js:\d+:\d+\)/,
  // In another display language (run.mjs --locale) VS Code looks up its built-in extensions' translations in the
  // language pack, which holds none, and then in the extension gallery, which is switched off.
  /No bundle location found for extension vscode\.[a-z-]+$/,
  /Error: No extension gallery service configured\.\n\s+at \S+ \([^)]*\)\n\s+at async \S+getBuiltInExtensionTranslationsUri/,
  // A page loaded again (Open Archive as Folder makes the window a workspace of two folders, which VS Code loads
  // anew; a scenario reloads it): the web workbench's shutdown cancels its pending reads and writes, and each load
  // asks for a signing module code-server does not ship.
  /\[lifecycle\] Long running operations during shutdown are unsupported in the web/,
  /Unable to (?:read|write) file '[^']*' \(Canceled: Canceled\)/,
  /Failed snippets from folder '[^']*' Canceled: Canceled/,
  /Throttler is disposed: Error: Throttler is disposed/,
  /Unable to write file 'vscode-log:[^']*' \(Error: IndexedDB database 'vscode-web-db' is closed\.\)/,
  /Failed to execute 'abort' on 'IDBTransaction': The transaction has finished\./,
  // The old window's extension host, shut down while a built-in extension is still being activated: its storage
  // read is cancelled, and the activation of that VS Code extension is reported as failed.
  /Activating extension vscode\.[a-z-]+ failed due to an error:$/,
  // The old page's own pending calls, cancelled as it unloads (the stack is the workbench bundle's).
  /^console: %c {2}ERR color: #f33 Canceled: Canceled\n\s+at (?:\S+ )?\(?http:\/\/[^)\s]*\/static\/out\/vs\/code\/browser\/workbench\/workbench\.js:/,
  /\[error\] Canceled: Canceled\n(?:\s+at .*\n)*?\s+at \S+\.initializeExtensionStorage /,
  // While a window with an archive folder loads, before any extension host runs, the workbench looks for each
  // folder's .vscode settings and ignores the error it gets ("Ignoring the error while validating workspace
  // folder"); the archive's folder and entries show once the extension serves them.
  /ENOPRO: No file system provider found for resource 'hexatlas-archive:[^']*\/\.vscode'/,
  /Ignoring the error while validating workspace folder hexatlas-archive:/,
  // The same look into the archive's folder while the window starts, as the file service reports it a second time:
  // the error's name and the file service's stack, without the resource.
  /^console: %c {2}ERR color: #f33 CodeExpectedError\n\s+at \S+ \(http:\/\/[^)]*\/workbench\.js:\d+:\d+\)\n\s+at async \S+ \(http:\/\/[^)]*\/workbench\.js:\d+:\d+\)\n\s+at async http:\/\/[^\s]*\/workbench\.js:\d+:\d+ /,
  // A webview's stylesheet asked for before the page's service worker serves webview resources: offline, the
  // resource domain itself is looked up and not found (the webview loads it again once the worker is there).
  /^console: Failed to load resource: net::ERR_NAME_NOT_RESOLVED \(https:\/\/[^/)]+\.vscode-resource\.vscode-cdn\.net\/\S+\/dist\/codicons\/codicon\.css\)/,
  /Failed to load resource: the server responded with a status of 404 \(Not Found\) \(\S+\/node_modules\/vsda\/rust\/web\/vsda(?:_bg\.wasm|\.js)\)/,
];

/** Log entries start with a time stamp; the lines up to the next one (a stack) belong to the entry. */
const ENTRY_START = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3} \[/;

export class HostErrors {
  /** `logs`: the profile's logs folder (`<user-data-dir>/logs`). */
  constructor(logs) {
    this.logs = logs;
    this.read = new Map();
    this.console = [];
  }

  /** Collects the console errors of `page` and of every frame in it. */
  watch(page) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.console.push(`console: ${m.text()} (${m.location().url || 'page'})`);
    });
    page.on('pageerror', (e) => this.console.push(`page error: ${e.stack ?? e.message}`));
  }

  /** Forgets what was logged so far: the next `take` lists what came after. */
  mark() {
    this.take();
  }

  /** The errors logged since the last mark, VS Code's noise left out. */
  take() {
    const found = [...this.hostEntries(), ...this.console.splice(0)];
    return found.filter((e) => !NOISE.some((n) => n.test(e)));
  }

  *hostEntries() {
    for (const file of this.hostLogs()) {
      const text = fs.readFileSync(file, 'utf8');
      const from = this.read.get(file) ?? 0;
      this.read.set(file, text.length);
      let entry;
      for (const line of text.slice(from).split('\n')) {
        if (ENTRY_START.test(line)) {
          if (entry) yield entry;
          entry = line.includes('] [error] ') || line.includes(' [error] ') ? `host: ${line}` : undefined;
        } else if (entry && line.trim()) entry += `\n${line}`;
      }
      if (entry) yield entry;
    }
  }

  hostLogs() {
    if (!fs.existsSync(this.logs)) return [];
    return fs
      .readdirSync(this.logs)
      .flatMap((session) => {
        const dir = path.join(this.logs, session);
        return fs.statSync(dir).isDirectory() ? fs.readdirSync(dir).map((d) => path.join(dir, d)) : [];
      })
      .filter((dir) => path.basename(dir).startsWith('exthost'))
      .map((dir) => path.join(dir, 'remoteexthost.log'))
      .filter((file) => fs.existsSync(file));
  }
}
