import { describe, expect, it } from 'vitest';
import { csp, editorHtml, makeNonce } from '../../extension/webview-html';

const assets = {
  cspSource: 'https://x.vscode-cdn.net',
  nonce: 'abc123',
  scriptUri: 'https://x/webview.js',
  styleUri: 'https://x/webview.css',
  codiconUri: 'https://x/codicon.css',
};

describe('editor page', () => {
  it('has a strict CSP: nothing by default, only our nonce for scripts, our origin for styles, fonts and images', () => {
    expect(csp(assets)).toBe(
      "default-src 'none'; script-src 'nonce-abc123'; style-src https://x.vscode-cdn.net 'nonce-abc123'; font-src https://x.vscode-cdn.net; img-src https://x.vscode-cdn.net data:",
    );
  });

  it('loads exactly one script, with the nonce, and no inline code', () => {
    const html = editorHtml(assets);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="abc123" src="https://x/webview.js"></script>');
    expect(html).not.toMatch(/ on\w+=/);
  });

  it('escapes attribute values', () => {
    expect(editorHtml({ ...assets, scriptUri: 'https://x/"><b>' })).toContain('src="https://x/&quot;>&lt;b>"');
  });

  it('nonces are long and differ', () => {
    const a = makeNonce();
    expect(a).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(makeNonce()).not.toBe(a);
  });
});
