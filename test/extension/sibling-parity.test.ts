// One map with a tile file renamed beside it, checked the three ways Hex Atlas checks files: the CLI's validate,
// Validate Workspace's job worker and the editor's parse worker (with its files read through VS Code's file
// system, mocked here onto the disk). All three resolve the siblings alike, so they give the same problems and
// the same fix.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnalysisRunner } from '../../extension/analysis-runner';
import { siblingsBeside } from '../../extension/sibling-folder';
import { WorkerPool } from '../../src/channel/worker-pool';
import type { JobChannel } from '../../src/workspace/job-protocol';
import { checkFile } from '../../src/check/check-file';
import { targetOf } from '../../src/check/collect';
import type { Diagnostic } from '../../src/core/diagnostics';
import { eu7Family } from '../../src/formats/eu7';
import { generateSmf } from '../../src/formats/smf/generate';
import { tempDir, write } from '../cli/fixtures';
import { siblingsOf } from '../../src/input/io';
import { bundle } from '../helpers/bundle';
import { LocalUri, Uri } from './fake-uri';
import { threadWorkers } from '../../extension/node/thread-workers';
import './node-host';

vi.mock('vscode', async () => {
  const { Uri } = await import('./fake-uri');
  const { l10n, env } = await import('./fake-l10n');
  const nodeFs = await import('node:fs/promises');
  return {
    l10n,
    env,
    Uri,
    workspace: {
      fs: {
        readDirectory: async (u: { path: string }) =>
          (await nodeFs.readdir(u.path, { withFileTypes: true })).map((e) => [e.name, e.isFile() ? 1 : 2]),
        readFile: async (u: { path: string }) => new Uint8Array(await nodeFs.readFile(u.path)),
        stat: async (u: { path: string }) => ({ mtime: (await nodeFs.stat(u.path)).mtimeMs }),
      },
    },
  };
});

let parseWorker: string;
let pool: WorkerPool<JobChannel>;
const dir = tempDir();

beforeAll(async () => {
  parseWorker = await bundle('extension/parse-worker.ts');
  pool = new WorkerPool<JobChannel>(await bundle('extension/job-worker.ts'), 1);
});
afterAll(() => {
  pool.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What a user compares: code, range, severity, message and the fix's title. */
function shown(list: readonly Diagnostic[]) {
  return list.map((d) => [d.code, d.offset, d.length, d.severity, d.message, d.fix?.title]);
}

function inEditor(file: string, bytes: Uint8Array): Promise<Diagnostic[]> {
  const buffer = new SharedArrayBuffer(bytes.length);
  new Uint8Array(buffer).set(bytes);
  return new Promise((resolve, reject) => {
    const runner = new AnalysisRunner(
      threadWorkers(parseWorker),
      path.basename(file),
      siblingsBeside(Uri.file(file) as never),
      () => {
        if (runner.state.phase === 'failed') reject(new Error(runner.state.message));
        if (runner.state.phase !== 'done') return;
        runner.dispose();
        resolve(runner.diagnostics);
      },
    );
    runner.run(buffer);
  });
}

describe('the same siblings everywhere', () => {
  it('a renamed tile file: the CLI, Validate Workspace and the editor list the same problems and fix', async () => {
    const [map, ...tiles] = generateSmf(1);
    const file = write(dir, map.name, map.bytes);
    // The first tile file under another name (and case) than the map stores: missing, and the one candidate.
    write(dir, `Renamed-${tiles[0].name.toUpperCase()}`, tiles[0].bytes);
    for (const t of tiles.slice(1)) write(dir, t.name, t.bytes);

    const cli = await checkFile(targetOf(file));
    const job = await pool.run({ kind: 'validate', file });
    const editor = await inEditor(file, map.bytes);

    const diagnostics = 'diagnostics' in cli ? cli.diagnostics : [];
    const missing = diagnostics.filter((d) => d.code === 'smf.smt-missing');
    expect(missing).toHaveLength(1);
    expect(missing[0].fix?.title).toBe(`rename tile file 0 to "Renamed-${tiles[0].name.toUpperCase()}"`);
    expect(shown('diagnostics' in job ? job.diagnostics : [])).toEqual(shown(diagnostics));
    expect(shown(editor)).toEqual(shown(diagnostics));
  });

  it('an include newer than its binary: the three find the files above the module alike and report it alike', async () => {
    const module = eu7Family.generate(1).find((f) => f.name === 'module_v6.eu7')!;
    const file = write(dir, 'eu7/maps/module_v6.eu7', module.bytes);
    const source = write(dir, 'eu7/SCENERY/Part.scm', new Uint8Array(1));
    const binary = write(dir, 'eu7/SCENERY/PART.EU7', new Uint8Array(1));
    fs.utimesSync(binary, 1.7e9, 1.7e9);
    fs.utimesSync(source, 1.7e9 + 120, 1.7e9 + 120);

    const cli = await checkFile(targetOf(file));
    const job = await pool.run({ kind: 'validate', file });
    const editor = await inEditor(file, module.bytes);

    const diagnostics = 'diagnostics' in cli ? cli.diagnostics : [];
    expect(diagnostics.filter((d) => d.code === 'eu7.source-newer').length).toBeGreaterThan(0);
    expect(shown('diagnostics' in job ? job.diagnostics : [])).toEqual(shown(diagnostics));
    expect(shown(editor)).toEqual(shown(diagnostics));
  });

  it('a sibling that is a FIFO or a device: the editor counts it absent, never opened to be read without end', async () => {
    const dir = tempDir();
    const map = write(dir, 'map.smf', Uint8Array.of(0));
    execFileSync('mkfifo', [path.join(dir, 'pipe.smt')]);
    fs.symlinkSync('/dev/zero', path.join(dir, 'zero.smt'));
    const siblings = siblingsBeside(LocalUri.file(map) as never);
    expect(await siblings.read('maps/pipe.smt')).toBeUndefined();
    expect(await siblings.read('zero.smt')).toBeUndefined();
    expect((await siblings.list!()).sort()).toEqual(['map.smf', 'pipe.smt', 'zero.smt']);
  });

  it("a map in maps/ finds its archive's root files alike in the CLI and the editor; elsewhere there is no root", async () => {
    const dir = tempDir();
    const boxes = Uint8Array.of(1, 2, 3);
    write(dir, 'Boxes.sdd/MapConfig/map_startboxes.LUA', boxes);
    const map = write(dir, 'Boxes.sdd/Maps/boxes.smf', Uint8Array.of(0));
    const loose = write(dir, 'boxes.smf', Uint8Array.of(0));
    for (const siblings of [siblingsBeside(LocalUri.file(map) as never), siblingsOf(map)]) {
      expect(await siblings.atRoot!('mapconfig/map_startboxes.lua')).toEqual(boxes);
      expect(await siblings.atRoot!('mapinfo.lua')).toBeUndefined();
    }
    expect(siblingsBeside(LocalUri.file(loose) as never).atRoot).toBeUndefined();
    expect(siblingsOf(loose).atRoot).toBeUndefined();
    // The CLI looks no higher than the folder it was given.
    expect(siblingsOf(map, path.join(dir, 'Boxes.sdd', 'Maps')).atRoot).toBeUndefined();
  });
});
