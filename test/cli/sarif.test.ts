import Ajv from 'ajv-draft-04';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Log } from 'sarif';
import { describe, expect, it } from 'vitest';
import { sarifLog, sarifRules } from '../../src/cli/validate/sarif';
import { generated, tempDir, write } from './fixtures';
import { run } from './run';

// The SARIF 2.1.0 schema as published (draft-04 JSON schema), shipped in an npm package. Its language-tag pattern
// is not valid as a Unicode regular expression, hence unicodeRegExp: false.
const schema = createRequire(import.meta.url)('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');

describe('SARIF output', () => {
  it('is valid SARIF 2.1.0 with every rule, byte regions and paths relative to the working directory', async () => {
    const dir = tempDir();
    const cut = write(dir, 'maps/a b/cut.smf', generated('smf', '.smf').subarray(0, 1000));
    const r = await run('validate', cut, '--format', 'sarif');
    expect(r.code).toBe(1);
    const log: Log = JSON.parse(r.out);
    const validate = new Ajv({ strict: false, validateFormats: false, unicodeRegExp: false }).compile(schema);
    expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ version: '2.1.0', runs: [{ results: [] }] })).toBe(false); // a run needs its tool

    const run0 = log.runs[0];
    const rules = run0.tool.driver.rules!;
    expect(rules.map((x) => x.id)).toEqual(sarifRules().map((x) => x.code));
    const bounds = rules.find((x) => x.id === 'smf.section-bounds')!;
    expect(bounds.shortDescription!.text).toBeTruthy();
    expect(bounds.fullDescription!.text).toBeTruthy();
    expect(bounds.helpUri).toMatch(/\/blob\/main\/docs\/diagnostics\.md#smf-section-bounds$/);

    const first = run0.results![0];
    expect(first).toMatchObject({ ruleId: 'smf.section-bounds', level: 'error' });
    expect(rules[first.ruleIndex!].id).toBe('smf.section-bounds');
    const where = first.locations![0].physicalLocation!;
    expect(where.region).toEqual({ byteOffset: 0x34, byteLength: 4 });
    const rel = path.relative(process.cwd(), cut).split(path.sep).map(encodeURIComponent).join('/');
    expect(where.artifactLocation).toMatchObject({ uri: rel, uriBaseId: '%SRCROOT%' });
    expect(rel).toContain('a%20b/cut.smf');
    expect(run0.originalUriBaseIds!['%SRCROOT%'].uri).toBe(`file://${process.cwd()}/`);
  });

  it('lists info diagnostics as notes and files without diagnostics as artifacts', () => {
    const log = sarifLog(
      [
        {
          file: 'x.bin',
          format: 'raw',
          size: 3,
          diagnostics: [{ code: 'core.unrecognised', severity: 'info', message: 'm', offset: 0, length: 3 }],
        },
        { file: 'y.smf', format: 'smf', size: 9, diagnostics: [] },
      ],
      '/work/repo',
    );
    expect(log.runs[0].results!.map((r) => r.level)).toEqual(['note']);
    expect(log.runs[0].artifacts!.map((a) => a.location!.uri)).toEqual(['x.bin', 'y.smf']);
  });
});
