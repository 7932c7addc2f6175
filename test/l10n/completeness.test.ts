// Every English text has its Polish and Russian translation, every translation still has its English source, and
// a translation keeps its placeholders: a string added in English only fails here, naming where it is written.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webviewKeys } from '../../scripts/lib/l10n-keys.mjs';
import { sourceKeys } from './source-keys';

const json = (path: string): Record<string, string> => JSON.parse(readFileSync(path, 'utf8'));
const languages = ['pl', 'ru'] as const;
const { keys, problems } = sourceKeys();
const english = new Map(keys.map((k) => [k.key, k.where]));

/** The argument numbers a pattern uses, plain or choosing a plural form. */
const placeholders = (pattern: string): string[] =>
  [...new Set([...pattern.matchAll(/\{(\d+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]))].sort();

describe('translations of the sources (l10n/bundle.l10n.<locale>.json)', () => {
  it('every text is written where it can be found statically', () => {
    expect(problems).toEqual([]);
    expect(keys.length).toBeGreaterThan(700);
  });

  for (const lang of languages) {
    const table = json(`l10n/bundle.l10n.${lang}.json`);
    it(`${lang}: every English text is translated`, () => {
      const missing = [...english].filter(([key]) => !table[key]).map(([key, where]) => `${where}: ${key}`);
      expect(missing).toEqual([]);
    });
    it(`${lang}: every word of the editor and Compare pages (webview/ and what it imports) is translated`, () => {
      const page = webviewKeys(process.cwd());
      expect(page.length).toBeGreaterThan(100);
      expect(page.filter(({ key }) => !table[key]).map(({ key, where }) => `${where}: ${key}`)).toEqual([]);
    });
    it(`${lang}: no translation is left of a text that is gone`, () => {
      expect(Object.keys(table).filter((key) => !english.has(key))).toEqual([]);
    });
    it(`${lang}: plural forms are chosen only in texts Hex Atlas renders (VS Code's l10n.t fills in {0} alone)`, () => {
      const vscodeOnly = new Set(keys.filter((k) => k.vscode).map((k) => k.key));
      for (const k of keys) if (!k.vscode) vscodeOnly.delete(k.key);
      expect([...vscodeOnly].filter((key) => /\{\d+\|/.test(table[key] ?? ''))).toEqual([]);
    });
    it(`${lang}: each translation uses the arguments of its English text`, () => {
      const wrong = Object.entries(table).filter(
        ([key, text]) => placeholders(key).join() !== placeholders(text).join(),
      );
      expect(wrong).toEqual([]);
    });
  }
});

describe('translations of package.json (package.nls.<locale>.json)', () => {
  const nls = json('package.nls.json');
  it('every %key% of package.json is in package.nls.json, and every key there is used', () => {
    const used = new Set([...readFileSync('package.json', 'utf8').matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]));
    expect([...used].filter((k) => !(k in nls))).toEqual([]);
    expect(Object.keys(nls).filter((k) => !used.has(k))).toEqual([]);
  });
  it('every title, label, name and description contributed is a %key% (the product name excepted)', () => {
    const words = new Set(['title', 'shortTitle', 'label', 'name', 'description', 'markdownDescription']);
    const lists = new Set(['enumDescriptions', 'markdownEnumDescriptions']);
    const literal: string[] = [];
    const walk = (v: unknown, at: string): void => {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}[${i}]`));
      else if (v && typeof v === 'object')
        for (const [k, x] of Object.entries(v)) {
          // A tool's name and its arguments' schema are read by a model, not shown to the user.
          if (at.startsWith('contributes.languageModelTools') && (k === 'name' || k === 'inputSchema')) continue;
          const texts = words.has(k) ? [x] : lists.has(k) ? (x as unknown[]) : undefined;
          if (!texts) walk(x, `${at}.${k}`);
          else
            for (const s of texts)
              if (typeof s === 'string' && !/^%[^%]+%$|^Hex Atlas$/.test(s)) literal.push(`${at}.${k}: ${s}`);
        }
    };
    walk(JSON.parse(readFileSync('package.json', 'utf8')).contributes, 'contributes');
    expect(literal).toEqual([]);
  });
  for (const lang of languages) {
    it(`${lang}: the same keys as package.nls.json, each translated`, () => {
      const table = json(`package.nls.${lang}.json`);
      expect(Object.keys(table).sort()).toEqual(Object.keys(nls).sort());
      expect(Object.entries(table).filter(([, v]) => !v.trim())).toEqual([]);
    });
  }
});
