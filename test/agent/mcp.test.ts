// `hex-atlas mcp` driven by the Model Context Protocol SDK's own client over stdio, as an agent's host would: the
// tools listed, each called on generated files of every format and checked against `inspect --json` and
// `validate --json`, paging on a million-component save, and the server's refusals (outside the roots, writes).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTools } from '../../src/agent/tools';
import { familyById } from '../../src/formats';
import { generated, tempDir, write } from '../cli/fixtures';

const cli = path.resolve('bin/hex-atlas.js');

async function connect(args: string[]): Promise<Client> {
  const client = new Client({ name: 'hex-atlas-test', version: '1' });
  await client.connect(
    new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', ...args], stderr: 'pipe' }),
  );
  return client;
}

type Answer = Record<string, unknown> & { [k: string]: unknown };

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<Answer> {
  const r = await client.callTool({ name, arguments: args });
  const text = (r.content as { text: string }[])[0].text;
  if (r.isError) throw new Error(text);
  return JSON.parse(text) as Answer;
}

async function refusal(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const r = await client.callTool({ name, arguments: args });
  expect(r.isError).toBe(true);
  return (r.content as { text: string }[])[0].text;
}

function cliJson(...args: string[]): unknown {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return JSON.parse(r.stdout);
}

describe('hex-atlas mcp', () => {
  let dir: string;
  let client: Client;
  const files: string[] = [];

  beforeAll(async () => {
    dir = tempDir();
    for (const family of ['smf', 'blotter', 'parkan', 'eu7'])
      for (const f of familyById(family)!.generate(1))
        files.push(path.relative(dir, write(dir, `${family}/${f.name}`, f.bytes)));
    client = await connect(['--root', dir]);
  });
  afterAll(() => client.close());

  it('lists every tool with its schema, and says which change files', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(agentTools.map((t) => t.name));
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(t.description!.length).toBeGreaterThan(80);
      expect(t.annotations?.readOnlyHint).toBe(!['fix', 'edit_value'].includes(t.name));
    }
  });

  it('describes, lists and validates every generated file as inspect --json and validate --json do', async () => {
    const report = cliJson('validate', dir, '--format', 'json') as { file: string; code: string; offset: number }[];
    for (const file of files) {
      const inspect = cliJson('inspect', path.join(dir, file), '--json', '--depth', '2') as {
        format: string;
        tree: { children?: { name: string; offset: number; length: number; type: string }[] };
        diagnostics: { code: string; offset: number; length: number }[];
      };
      const described = await call(client, 'describe', { path: file });
      expect(described.format, file).toBe(inspect.format);
      const sections = described.sections as { name: string; offset: number; length: number; type: string }[];
      expect(
        sections.map((s) => [s.name, s.offset, s.length, s.type]),
        file,
      ).toEqual((inspect.tree.children ?? []).slice(0, 50).map((c) => [c.name, c.offset, c.length, c.type]));
      const validated = await call(client, 'validate', { path: file, limit: 200 });
      const problems = validated.problems as { code: string; offset: number; length: number }[];
      expect(problems.map((p) => [p.code, p.offset, p.length])).toEqual(
        inspect.diagnostics.slice(0, 200).map((d) => [d.code, d.offset, d.length]),
      );
      const inReport = report.filter((r) => path.resolve(r.file) === path.join(dir, file));
      expect(validated.total, file).toBe(inReport.length);
    }
  });

  it('answers at_offset, read_bytes, tree and find on one map, each page pointing at the next', async () => {
    const map = files.find((f) => f.endsWith('.smf'))!;
    const bytes = fs.readFileSync(path.join(dir, map));
    const field = (await call(client, 'at_offset', { path: map, offset: 20 })).field as Answer;
    expect([field.fieldPath, field.type, field.offset, field.length]).toEqual(['header.mapid', 'i32', 20, 4]);
    expect(field.value).toBe(String(bytes.readInt32LE(20)));
    const read = await call(client, 'read_bytes', { path: map, offset: 0, length: 16 });
    expect(read.ascii).toBe('spring map file.');
    expect(read.hex).toBe(
      Array.from(bytes.subarray(0, 16), (b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' '),
    );
    expect(read.nextOffset).toBe(16);
    const huge = await call(client, 'read_bytes', { path: map, length: 100000 });
    expect(huge.length).toBe(4096);
    const header = await call(client, 'tree', { path: map, fieldPath: 'header', start: 1, limit: 2 });
    expect((header.children as Answer[]).map((c) => c.fieldPath)).toEqual(['header.version', 'header.mapid']);
    expect(header.nextStart).toBe(3);
    const found = await call(client, 'find', { path: map, hex: bytes.subarray(20, 24).toString('hex') });
    expect((found.matches as Answer[])[0]).toMatchObject({ offset: 20, length: 4 });
    expect(((found.matches as Answer[])[0].field as Answer).fieldPath).toBe('header.mapid');
  });

  it('pages a million-component save without sending it whole', async () => {
    const big = path.relative(
      dir,
      write(
        dir,
        'big/world.logicworld',
        familyById('blotter')!
          .generate(1000)
          .find((f) => f.name === 'world.logicworld')!.bytes,
      ),
    );
    const described = await call(client, 'describe', { path: big });
    const list = (described.sections as Answer[]).find((s) => s.name === 'components')!;
    expect(list.children).toBe(1_000_000);
    const first = await call(client, 'tree', { path: big, fieldPath: 'components', limit: 1000 });
    expect(first.total).toBe(1_000_000);
    expect((first.children as Answer[]).length).toBe(200);
    expect(first.nextStart).toBe(200);
    const last = await call(client, 'tree', { path: big, fieldPath: 'components', start: 999_990 });
    expect((last.children as Answer[]).map((c) => c.fieldPath)).toEqual(
      Array.from({ length: 10 }, (_, i) => `components[${999_990 + i}]`),
    );
    expect(last.nextStart).toBeUndefined();
    const records = await call(client, 'find', { path: big, record: 'c-5', limit: 3 });
    expect((records.matches as Answer[]).length).toBe(3);
    expect(JSON.stringify(first).length).toBeLessThan(200_000);
  }, 120_000);

  it('diffs two versions of a save as hex-atlas diff prints them', async () => {
    const save = generated('blotter', 'circuit.partialworld');
    const changed = save.slice();
    changed[changed.length - 40] ^= 1;
    write(dir, 'diff/a.partialworld', save);
    write(dir, 'diff/b.partialworld', changed);
    const answer = await call(client, 'diff', { a: 'diff/a.partialworld', b: 'diff/b.partialworld' });
    const printed = spawnSync(
      process.execPath,
      [cli, 'diff', path.join(dir, 'diff/a.partialworld'), path.join(dir, 'diff/b.partialworld')],
      {
        encoding: 'utf8',
      },
    );
    expect(answer.equal).toBe(false);
    expect(answer.lines).toEqual(printed.stdout.trimEnd().split('\n'));
  });

  it('reads nothing outside its roots, by .. or by a symbolic link', async () => {
    expect(await refusal(client, 'describe', { path: '/etc/passwd' })).toMatch(/outside the folders/);
    expect(await refusal(client, 'describe', { path: '../../etc/passwd' })).toMatch(/outside the folders|no such file/);
    fs.symlinkSync('/etc/passwd', path.join(dir, 'link.smf'));
    expect(await refusal(client, 'read_bytes', { path: 'link.smf' })).toMatch(/outside the folders/);
    expect(await refusal(client, 'describe', { path: 'missing.smf' })).toMatch(/no such file/);
  });

  it('writes nothing without --allow-writes, and with it only a new file inside the roots', async () => {
    const map = files.find((f) => f.endsWith('.smf'))!;
    const before = fs.readFileSync(path.join(dir, map));
    expect(await refusal(client, 'fix', { path: map, out: 'fixed.smf' })).toMatch(/--allow-writes/);
    expect(
      await refusal(client, 'edit_value', { path: map, fieldPath: 'header.mapid', value: '7', out: 'e.smf' }),
    ).toMatch(/--allow-writes/);
    const writer = await connect(['--root', dir, '--allow-writes']);
    try {
      const edited = await call(writer, 'edit_value', {
        path: map,
        fieldPath: 'header.mapid',
        value: '7',
        out: 'edited.smf',
      });
      expect(edited.written).toBe(path.join(fs.realpathSync(dir), 'edited.smf'));
      const out = fs.readFileSync(path.join(dir, 'edited.smf'));
      expect(out.readInt32LE(20)).toBe(7);
      expect(Buffer.compare(out.subarray(24), before.subarray(24))).toBe(0);
      expect(
        await refusal(writer, 'edit_value', { path: map, fieldPath: 'header.mapid', value: '8', out: 'edited.smf' }),
      ).toMatch(/exists/);
      // A damaged pointer the file determines: the fix goes only to a new file inside the roots.
      const damaged = Buffer.from(before);
      damaged.writeInt32LE(damaged.readInt32LE(60) + 3, 60);
      write(dir, 'damaged/map.smf', damaged);
      fs.copyFileSync(path.join(dir, map.replace(/\.smf$/, '.smt')), path.join(dir, 'damaged/map.smt'));
      expect(await refusal(writer, 'fix', { path: 'damaged/map.smf', out: '/tmp/outside.smf' })).toMatch(
        /outside the folders/,
      );
      expect(await refusal(writer, 'fix', { path: 'damaged/map.smf' })).toMatch(/"out"/);
      const fixed = await call(writer, 'fix', { path: 'damaged/map.smf', out: 'damaged/fixed.smf' });
      expect((fixed.fixed as Answer[]).map((f) => f.code)).toEqual(['smf.tiles-pointer']);
      expect(fixed.errorsRemaining).toBe(0);
      expect(Buffer.compare(fs.readFileSync(path.join(dir, 'damaged/fixed.smf')), before)).toBe(0);
    } finally {
      await writer.close();
    }
    expect(Buffer.compare(fs.readFileSync(path.join(dir, map)), before)).toBe(0);
  });
});
