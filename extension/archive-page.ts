// The page of an archive's listing: what the archive is (a map, a game, base content), then one row per entry (path,
// size, packed size, method, solid block), built with textContent from a JSON data block under a strict CSP; a
// click opens the entry, the button the whole archive as a folder.
import type { ArchiveEntry } from '../src/archives/archive';
import { csp, dataBlock } from './webview-html';

export interface ListingData {
  title: string;
  /** What the engine takes the archive for, in the user's language. */
  kind?: string;
  entries: readonly ArchiveEntry[];
  error?: string;
}

// Runs in the webview: plain JavaScript, no file content ever parsed as markup.
const script = `
const vscode = acquireVsCodeApi();
const data = JSON.parse(document.getElementById('listing').textContent);
const el = (tag, text) => {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  return e;
};
document.getElementById('title').textContent = data.title;
document.getElementById('kind').textContent = data.kind || '';
document.getElementById('asFolder').addEventListener('click', () => vscode.postMessage({ kind: 'asFolder' }));
const body = document.getElementById('rows');
if (data.error) document.getElementById('error').textContent = data.error;
for (const e of data.entries) {
  const tr = el('tr');
  const link = el('a', e.path);
  link.href = '#';
  link.addEventListener('click', (ev) => { ev.preventDefault(); vscode.postMessage({ kind: 'open', path: e.path }); });
  const name = el('td');
  name.append(link);
  tr.append(name, el('td', String(e.size)), el('td', e.packedSize === undefined ? '-' : String(e.packedSize)),
    el('td', e.method || '-'), el('td', e.block === undefined ? '-' : String(e.block)));
  body.append(tr);
}
`;

const style = `
body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); }
table { border-collapse: collapse; font-family: var(--vscode-editor-font-family); }
th, td { padding: 2px 10px; text-align: left; }
td:nth-child(2), td:nth-child(3) { text-align: right; }
tr:nth-child(even) { background: var(--vscode-list-hoverBackground); }
#error { color: var(--vscode-errorForeground); }
`;

export function listingHtml(cspSource: string, nonce: string, data: ListingData): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp({ cspSource, nonce })}">
<style nonce="${nonce}">${style}</style></head>
<body><h2 id="title"></h2><p id="kind"></p><p id="error"></p>
<button id="asFolder">Open Archive as Folder</button>
<table><thead><tr><th>path</th><th>size</th><th>packed</th><th>method</th><th>block</th></tr></thead>
<tbody id="rows"></tbody></table>
${dataBlock('listing', JSON.stringify(data))}<script nonce="${nonce}">${script}</script></body></html>`;
}
