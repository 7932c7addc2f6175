// The web build (package.json `browser`) reaches no Node module: built as scripts/build.mjs builds it, no input of
// its bundle (nor of its parse worker's) is a Node built-in or a Node side of the platform seam, and the bundle loads where neither `process` nor
// `require` of anything but `vscode` exists (as in VS Code's web worker extension host).
import { builtinModules } from 'node:module';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { webEntry, webParseWorker } from '../../scripts/lib/web-entry.mjs';

const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
type Built = esbuild.BuildResult<{ write: false; metafile: true }>;
let result: Built;
let worker: Built;

beforeAll(async () => {
  const build = (entry: esbuild.BuildOptions) =>
    esbuild.build({ ...entry, bundle: true, target: 'es2022', write: false, metafile: true });
  [result, worker] = await Promise.all([build(webEntry), build(webParseWorker)]);
});

const nodeBuiltinsIn = (built: Built): string[] =>
  Object.entries(built.metafile.inputs).flatMap(([file, input]) =>
    input.imports.filter((i) => builtins.has(i.path)).map((i) => `${file} -> ${i.path}`),
  );

describe('the web bundle', () => {
  it('imports no Node built-in, nor does its parse worker', () => {
    expect(nodeBuiltinsIn(result)).toEqual([]);
    expect(nodeBuiltinsIn(worker)).toEqual([]);
    expect(Object.keys(worker.metafile.inputs)).toContain('extension/parse-service.ts');
  });

  it('holds no Node side of the platform seam and no Node worker', () => {
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('extension/web/platform.ts');
    expect(inputs).toContain('extension/parse-service.ts');
    const nodeSide = inputs.filter((f) =>
      /^(src\/platform\/node|extension\/node)\/|^extension\/(parse|job)-worker\.ts$|^src\/(cli|input|check)\//.test(f),
    );
    expect(nodeSide).toEqual([]);
  });

  it('loads with no Node globals and gives VS Code its activate', () => {
    // `vscode` as far as loading goes: its namespaces, whose every member, called or constructed, is again such a
    // stand-in (the bundle copies the module's own members, so these are named).
    const member: object = new Proxy(function () {}, {
      get: (_, key) => (key === Symbol.toPrimitive ? () => '' : member),
      apply: () => member,
      construct: () => member,
    });
    const namespaces = ['l10n', 'window', 'workspace', 'commands', 'languages', 'env', 'extensions', 'lm'];
    const classes = ['Uri', 'EventEmitter', 'Disposable', 'ThemeIcon', 'ThemeColor', 'TreeItem', 'MarkdownString'];
    const enums = ['DiagnosticSeverity', 'FileType', 'FilePermission', 'ProgressLocation', 'StatusBarAlignment'];
    const more = ['TreeItemCollapsibleState', 'ViewColumn', 'QuickPickItemKind', 'FileSystemError', 'Range'];
    const vscode = Object.fromEntries([...namespaces, ...classes, ...enums, ...more].map((name) => [name, member]));
    const asked: string[] = [];
    const module = { exports: {} as Record<string, unknown> };
    const sandbox = {
      module,
      exports: module.exports,
      require: (name: string) => {
        asked.push(name);
        if (name !== 'vscode') throw new Error(`require('${name}') in the web bundle`);
        return vscode;
      },
      TextDecoder,
      TextEncoder,
      URL,
      console,
      setTimeout,
      clearTimeout,
      queueMicrotask,
      WebAssembly,
    };
    vm.runInNewContext(result.outputFiles[0].text, sandbox);
    expect(typeof module.exports.activate).toBe('function');
    expect(asked.every((name) => name === 'vscode')).toBe(true);
    expect(vm.runInNewContext('typeof process + typeof Buffer', sandbox)).toBe('undefinedundefined');
  });
});
