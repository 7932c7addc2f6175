// The agent tools in-process, on a surface of files in memory: answers bounded and paged, refusals as refusals.
import { describe, expect, it } from 'vitest';
import { AnalysedFiles, ToolRefusal, type AgentSurface } from '../../src/agent/files';
import { maxReadBytes } from '../../src/agent/read-tools';
import { runTool } from '../../src/agent/tools';
import { english } from '../../src/core/translatable';
import { familyById } from '../../src/formats';

function surface(files: Record<string, Uint8Array>, writes?: AgentSurface['writes']): AgentSurface {
  return {
    read: async (path) => {
      const bytes = files[path];
      if (!bytes) throw new ToolRefusal(`no file ${path}`);
      return { path, bytes };
    },
    writes,
    writeRefusal: 'read only',
  };
}

const eu7 = familyById('eu7')!
  .generate(1)
  .find((f) => f.name.endsWith('.eu7'))!;

describe('agent tools', () => {
  const files = new AnalysedFiles(surface({ 'a.eu7': eu7.bytes }));
  const ask = (name: string, input: Record<string, unknown>) => runTool(name, input, { files, lang: english });

  it('refuse what they cannot answer, in words the model can act on', async () => {
    expect(await ask('nope', {})).toEqual({ refusal: 'no tool "nope"' });
    expect(await ask('describe', { path: 'b.eu7' })).toEqual({ refusal: 'no file b.eu7' });
    expect(await ask('tree', { path: 'a.eu7', fieldPath: 'no.such' })).toMatchObject({
      refusal: expect.stringMatching(/no field "no.such"/),
    });
    expect(await ask('find', { path: 'a.eu7', hex: 'zz' })).toMatchObject({
      refusal: expect.stringMatching(/hex digits/),
    });
    expect(await ask('find', { path: 'a.eu7', hex: '00', text: 'a' })).toMatchObject({
      refusal: expect.stringMatching(/exactly one/),
    });
    expect(await ask('read_bytes', { path: 'a.eu7', offset: -1 })).toMatchObject({
      refusal: expect.stringMatching(/at least 0/),
    });
    expect(await ask('fix', { path: 'a.eu7' })).toEqual({ refusal: 'read only' });
  });

  it('cut pages to their bounds and point at the next page', async () => {
    const read = (await ask('read_bytes', { path: 'a.eu7', length: 1 << 20 })) as {
      answer: { length: number; nextOffset?: number };
    };
    expect(read.answer.length).toBe(Math.min(maxReadBytes, eu7.bytes.length));
    const found = (await ask('find', { path: 'a.eu7', hex: '00', limit: 1000 })) as {
      answer: { matches: { offset: number }[]; nextFrom?: number };
    };
    expect(found.answer.matches.length).toBe(100);
    expect(found.answer.nextFrom).toBeGreaterThan(found.answer.matches[99].offset);
    const next = (await ask('find', { path: 'a.eu7', hex: '00', from: found.answer.nextFrom, limit: 1 })) as {
      answer: { matches: { offset: number }[] };
    };
    expect(next.answer.matches[0].offset).toBe(found.answer.nextFrom);
  });

  it('find records by words in their name or type, case-insensitively', async () => {
    const found = (await ask('find', { path: 'a.eu7', record: 'MODL' })) as {
      answer: { matches: { name: string; type: string }[] };
    };
    expect(found.answer.matches.length).toBeGreaterThan(0);
    for (const m of found.answer.matches) expect(`${m.name} ${m.type}`.toLowerCase()).toContain('modl');
  });

  it('give a field its bytes back through edit_value, only where the surface writes', async () => {
    const written: [string, number, number[]][] = [];
    const writer = new AnalysedFiles(
      surface(
        { 'a.eu7': eu7.bytes },
        {
          range: async (path, offset, bytes) => (written.push([path, offset, [...bytes]]), 'memory'),
          whole: async () => 'memory',
        },
      ),
    );
    const tree = (await runTool('describe', { path: 'a.eu7' }, { files: writer, lang: english })) as {
      answer: { sections: { fieldPath: string }[] };
    };
    const header = tree.answer.sections[0].fieldPath;
    const fields = (await runTool('tree', { path: 'a.eu7', fieldPath: header }, { files: writer, lang: english })) as {
      answer: { children: { fieldPath: string; type: string; offset: number }[] };
    };
    const u32 = fields.answer.children.find((c) => c.type === 'u32')!;
    const r = await runTool(
      'edit_value',
      { path: 'a.eu7', fieldPath: u32.fieldPath, value: '0x01020304' },
      { files: writer, lang: english },
    );
    expect(r).toMatchObject({ answer: { written: 'memory', offset: u32.offset } });
    expect(written).toEqual([['a.eu7', u32.offset, [4, 3, 2, 1]]]);
  });
});
