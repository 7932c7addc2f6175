import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webviewKeys, webviewTables } from '../../scripts/lib/l10n-keys.mjs';

describe("the webview page's translations (cut by the build)", () => {
  const tables = webviewTables('.');
  const words = new Set(webviewKeys('.').map((k) => k.key));

  it('hold every word the page writes or its code imports, in Polish and Russian, and nothing else', () => {
    for (const locale of ['pl', 'ru']) {
      expect(Object.keys(tables[locale]).sort()).toEqual([...words].sort());
      expect(tables[locale]['Offset']).toBeTruthy();
      // The Compare view's counts and differences are made by src/diff, which the page's code imports.
      expect(tables[locale]['{0} changed']).toBeTruthy();
      expect(tables[locale]['~ {0}: moved from [{1}] to [{2}]']).toBeTruthy();
      expect(tables[locale]['Unrecognised file']).toBeUndefined();
    }
  });

  it('are a small part of the catalogue: diagnostics reach the page translated already', () => {
    const size = (o: object) => JSON.stringify(o).length;
    const catalogue = JSON.parse(readFileSync('l10n/bundle.l10n.pl.json', 'utf8'));
    expect(size(tables.pl)).toBeLessThan(size(catalogue) / 5);
  });
});
