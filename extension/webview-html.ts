// The editor page: a strict Content-Security-Policy (only our nonce'd script, our stylesheet and font), and static
// markup only — file content reaches the page later, as messages rendered with textContent.

export interface PageAssets {
  cspSource: string;
  nonce: string;
  scriptUri: string;
  styleUri: string;
  codiconUri: string;
}

export function csp(a: Pick<PageAssets, 'cspSource' | 'nonce'>): string {
  return [
    `default-src 'none'`,
    `script-src 'nonce-${a.nonce}'`,
    `style-src ${a.cspSource} 'nonce-${a.nonce}'`,
    `font-src ${a.cspSource}`,
    `img-src ${a.cspSource} data:`,
  ].join('; ');
}

export function makeNonce(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < 32; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return s;
}

const attr = (s: string): string => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function editorHtml(a: PageAssets): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attr(csp(a))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${attr(a.codiconUri)}">
<link rel="stylesheet" href="${attr(a.styleUri)}">
<title>Hex Atlas</title>
</head>
<body>
<div id="app"></div>
<script nonce="${attr(a.nonce)}" src="${attr(a.scriptUri)}"></script>
</body>
</html>`;
}
