// The language model tools VS Code reads from package.json are the agent tools, as the build writes them: every tool
// once, its schema the shared one (the path optional there: the active editor's file), titles in every language.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageModelTools, languageModelToolTitles } from '../../src/agent/manifest';
import { agentTools } from '../../src/agent/tools';

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

describe('language model tools in package.json', () => {
  const declared = read('package.json').contributes.languageModelTools as {
    name: string;
    displayName: string;
    toolReferenceName: string;
    inputSchema: { required: string[]; properties: Record<string, unknown> };
  }[];

  it('are the agent tools as the build writes them', () => {
    expect(declared).toEqual(languageModelTools());
    expect(declared.map((t) => t.name)).toEqual(agentTools.map((t) => `hexatlas_${t.name}`));
  });

  it('leave the path out of what is required, keep the rest, and let #hexatlas name the describe tool', () => {
    for (const [i, t] of agentTools.entries()) {
      const shared = t.inputSchema as { required: string[]; properties: object };
      expect(declared[i].inputSchema.properties).toEqual(shared.properties);
      expect(declared[i].inputSchema.required).toEqual(shared.required.filter((r) => r !== 'path'));
    }
    expect(declared.filter((t) => t.toolReferenceName === 'hexatlas').map((t) => t.name)).toEqual([
      'hexatlas_describe',
    ]);
  });

  it('have their titles in English, Polish and Russian', () => {
    for (const locale of ['', '.pl', '.ru']) {
      const nls = read(`package.nls${locale}.json`);
      for (const t of declared) expect(nls[t.displayName.slice(1, -1)], `${t.name}${locale}`).toMatch(/^Hex Atlas: \S/);
    }
    const english = read('package.nls.json');
    for (const [key, title] of Object.entries(languageModelToolTitles()))
      expect(english[key]).toBe(`Hex Atlas: ${title}`);
    expect(read('package.nls.pl.json')['languageModelTools.describe']).toBe('Hex Atlas: Opisz plik');
  });
});
