// Every boundary of docs/architecture.md ("Layers") is a lint rule: each case plants one import against a rule,
// beside one the same file may make, in a file of the layer it binds (linted as text: nothing is written), and
// expects exactly the planted import to be refused, with the rule's message.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

interface Planted {
  /** The rule's words, as the case's name. */
  rule: string;
  file: string;
  /** An import the rule refuses (or a use, for the rules that are not about imports). */
  bad: string;
  /** An import the same file may make. */
  ok: string;
  /** The lint rule that refuses it and a part of its message. */
  ruleId?: string;
  says: string;
}

const restrictedPaths = 'import-x/no-restricted-paths';
const layer = (place: string, n: number) =>
  `${place} is on layer ${n}: it imports only from itself and the layers below`;

const cases: Planted[] = [
  {
    rule: 'core imports nothing above it',
    file: 'src/core/planted.ts',
    bad: '../editor/session',
    ok: './numbers',
    says: layer('src/core', 1),
  },
  {
    rule: 'the channel imports nothing else of src/',
    file: 'src/channel/planted.ts',
    bad: '../core/numbers',
    ok: './channel',
    says: layer('src/channel', 1),
  },
  {
    rule: 'a format imports no other format',
    file: 'src/formats/smf/planted.ts',
    bad: '../eu7',
    ok: '../../core/numbers',
    says: 'a format imports only src/core and its own folder',
  },
  {
    rule: 'a format imports nothing but core',
    file: 'src/formats/smf/planted.ts',
    bad: '../../channel/channel',
    ok: './rules',
    says: 'a format imports only src/core and its own folder',
  },
  {
    rule: 'the catalogues import no format',
    file: 'src/l10n/planted.ts',
    bad: '../formats',
    ok: '../core/translatable',
    says: layer('src/l10n', 2),
  },
  {
    rule: 'the protocol imports no editor code',
    file: 'src/protocol.ts',
    bad: './editor/picture-session',
    ok: './channel/channel',
    says: layer('src/protocol.ts', 3),
  },
  {
    rule: 'analysis imports no archive',
    file: 'src/analysis.ts',
    bad: './archives/reader',
    ok: './formats',
    says: layer('src/analysis.ts', 3),
  },
  {
    rule: 'archives import no editor code',
    file: 'src/archives/planted.ts',
    bad: '../editor/session',
    ok: '../analysis',
    says: layer('src/archives', 4),
  },
  {
    rule: 'repairs import no diff',
    file: 'src/fix/planted.ts',
    bad: '../diff/diff',
    ok: '../analysis',
    says: layer('src/fix', 4),
  },
  {
    rule: 'the diff imports no Compare code',
    file: 'src/diff/planted.ts',
    bad: '../compare/diff-tree',
    ok: '../core/node',
    says: layer('src/diff', 4),
  },
  {
    rule: "the page's boot data imports no editor code",
    file: 'src/page-boot.ts',
    bad: './editor/session',
    ok: './protocol',
    says: layer('src/page-boot.ts', 4),
  },
  {
    rule: 'the editor imports no CLI',
    file: 'src/editor/planted.ts',
    bad: '../cli/help',
    ok: '../fix/apply',
    says: layer('src/editor', 5),
  },
  {
    rule: 'Compare imports no workspace code',
    file: 'src/compare/planted.ts',
    bad: '../workspace/job-protocol',
    ok: '../diff/diff',
    says: layer('src/compare', 5),
  },
  {
    rule: 'reading inputs imports no check',
    file: 'src/input/planted.ts',
    bad: '../check/check-file',
    ok: '../archives/reader',
    says: layer('src/input', 5),
  },
  {
    rule: 'the rules reference imports no CLI',
    file: 'src/rules-doc.ts',
    bad: './cli/help',
    ok: './archives/rules',
    says: layer('src/rules-doc.ts', 5),
  },
  {
    rule: 'checking a file imports no CLI',
    file: 'src/check/planted.ts',
    bad: '../cli/validate/reporter',
    ok: '../input/io',
    says: layer('src/check', 6),
  },
  {
    rule: 'the agent tools import no workspace code',
    file: 'src/agent/planted.ts',
    bad: '../workspace/job-protocol',
    ok: '../editor/field-paths',
    says: layer('src/agent', 6),
  },
  {
    rule: 'the workspace imports no CLI',
    file: 'src/workspace/planted.ts',
    bad: '../cli/validate/reporter',
    ok: '../check/check-file',
    says: layer('src/workspace', 7),
  },
  {
    rule: 'the CLI imports no extension code',
    file: 'src/cli/planted.ts',
    bad: '../../extension/settings',
    ok: '../check/check-file',
    says: layer('src/cli', 8),
  },
  {
    rule: 'the extension imports no page',
    file: 'extension/planted.ts',
    bad: '../webview/text',
    ok: '../src/protocol',
    says: layer('extension', 8),
  },
  {
    rule: 'a page imports no extension code',
    file: 'webview/planted.ts',
    bad: '../extension/settings',
    ok: '../src/protocol',
    says: 'a page talks to the host through its protocol only',
  },
  {
    rule: 'a page imports no host-side code of src/',
    file: 'webview/planted.ts',
    bad: '../src/editor/session',
    ok: '../src/core/numbers',
    says: 'a page imports only its protocol',
  },
  {
    rule: "shared code reaches no format's internals",
    file: 'src/editor/planted.ts',
    bad: '../formats/smf/decode',
    ok: '../formats',
    says: 'shared code imports only the registry',
  },
  {
    rule: "the archives read only the smf family's index",
    file: 'src/archives/planted.ts',
    bad: '../formats/eu7',
    ok: '../formats/smf',
    says: "the map archive checks import the smf family's index.ts",
  },
];

const root = path.resolve(__dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => ({ ruleId: m.ruleId, line: m.line, message: m.message }));
}

describe('the layer rules of docs/architecture.md', () => {
  it.each(cases)('$rule', async ({ file, bad, ok, ruleId = restrictedPaths, says }) => {
    const messages = await lint(file, `import '${ok}';\nimport '${bad}';\n`);
    expect(messages).toEqual([{ ruleId, line: 2, message: expect.stringContaining(says) }]);
  });

  it('src/ imports no VS Code', async () => {
    const messages = await lint('src/core/planted.ts', `import './numbers';\nimport 'vscode';\n`);
    expect(messages).toEqual([
      { ruleId: 'no-restricted-imports', line: 2, message: expect.stringContaining('src/ runs outside VS Code too') },
    ]);
  });

  it.each([
    { file: 'src/editor/planted.ts', ok: '../core/numbers', bad: 'node:fs' },
    { file: 'src/archives/planted.ts', ok: '../core/numbers', bad: 'zlib' },
    { file: 'extension/planted.ts', ok: './settings', bad: 'node:worker_threads' },
  ])('code shared with the web build imports no Node module ($file: $bad)', async ({ file, ok, bad }) => {
    const messages = await lint(file, `import '${ok}';\nimport '${bad}';\n`);
    expect(messages).toEqual([
      { ruleId: 'no-restricted-imports', line: 2, message: expect.stringContaining('a Node module') },
    ]);
  });

  it('code shared with the web build uses no Node global', async () => {
    const messages = await lint('extension/planted.ts', `export const node = () => process.execPath;\n`);
    expect(messages).toEqual([
      { ruleId: 'no-restricted-globals', line: 1, message: expect.stringContaining('a Node global') },
    ]);
  });

  it.each(['src/cli/planted.ts', 'src/platform/node/planted.ts', 'extension/node/planted.ts'])(
    'Node-only code may use Node (%s)',
    async (file) => {
      expect(await lint(file, `import 'node:fs';\nexport const node = () => process.execPath;\n`)).toEqual([]);
    },
  );

  it("src/ uses no page's DOM", async () => {
    const messages = await lint(
      'src/core/planted.ts',
      `export const title = () => [globalThis.name, document.title];\n`,
    );
    expect(messages).toEqual([
      { ruleId: 'no-restricted-globals', line: 1, message: expect.stringContaining('no DOM') },
    ]);
  });
});
