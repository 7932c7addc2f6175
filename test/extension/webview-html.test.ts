import { describe, expect, it, vi } from 'vitest';
import { csp, editorHtml, inlineText, makeNonce } from '../../extension/webview-html';

const assets = {
  cspSource: 'https://x.vscode-cdn.net',
  nonce: 'abc123',
  script: 'main();',
  style: 'body { margin: 0; }',
  codiconUri: 'https://x/codicon.css',
};

describe('editor page', () => {
  it('has a strict CSP: nothing by default, only our nonce for scripts, our origin for styles, fonts and images', () => {
    expect(csp(assets)).toBe(
      "default-src 'none'; script-src 'nonce-abc123'; style-src https://x.vscode-cdn.net 'nonce-abc123'; font-src https://x.vscode-cdn.net; img-src https://x.vscode-cdn.net data:",
    );
  });

  it('runs exactly one script, the bundle inlined under the nonce, and no inline event handlers', () => {
    const html = editorHtml(assets);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="abc123">main();</script>');
    expect(html).toContain('<style nonce="abc123">body { margin: 0; }</style>');
    expect(html).not.toMatch(/ on\w+=/);
    // Nothing for the page's script or load event to wait for: the codicons are added after load.
    expect(html).not.toMatch(/<link/);
  });

  it('an inlined bundle cannot close its element early', () => {
    const html = editorHtml({
      ...assets,
      script: 'x = "</script><b>"; y = "</SCRIPT>";',
      style: 'a::after { content: "</style>"; }',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('x = "<\\/script><b>"; y = "<\\/SCRIPT>";');
    expect(inlineText('a </style b', 'style')).toBe('a <\\/style b');
  });

  it('carries the init message as a data block that file text cannot end', () => {
    const boot = JSON.stringify({ type: 'init', fileName: 'a</script><script>alert(1)</script>.smf' });
    const html = editorHtml({ ...assets, boot });
    expect(html).toContain('<script type="application/json" id="boot">{"type":"init","fileName":"a\\u003c/script>');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const block = html.slice(html.indexOf('id="boot">') + 10, html.indexOf('</script>'));
    expect(JSON.parse(block)).toEqual(JSON.parse(boot));
  });

  it('escapes attribute values', () => {
    expect(editorHtml({ ...assets, codiconUri: 'https://x/"><b>' })).toContain(
      'data-codicons="https://x/&quot;>&lt;b>"',
    );
  });

  it('nonces are long, differ, and come from the system random source, not Math.random', () => {
    const a = makeNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(makeNonce()).not.toBe(a);
    const random = vi.spyOn(Math, 'random');
    makeNonce();
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });
});
