import { expect, it } from 'vitest';
import { coverage } from '../../../src/core/tree';
import { eu7Format } from '../../../src/formats/eu7';
import { describeSamples, readBytes, sampleFiles } from '../../helpers/samples';
import { expectSameBytes, expectWellFormed } from '../../helpers/invariants';
import { diagnose } from './fixtures';

describeSamples('eu7', 'EU7B samples from the upstream writer', () => {
  for (const f of sampleFiles('eu7', '.eu7')) {
    it(`${f.split('/').pop()} decodes and validates clean, round-trips and is fully explained`, async () => {
      const bytes = readBytes(f);
      const { root, diags } = await diagnose(bytes);
      expect(diags).toEqual([]);
      expectWellFormed(root, diags, bytes.length);
      const d = eu7Format.decode(bytes);
      expectSameBytes(eu7Format.encode(d.model!), bytes);
      expect(coverage(root).explained).toBe(bytes.length);
    });
  }

  it('v9 sample: PACK section (format 6) instances link to PROT and PIDX entries to their section', () => {
    const bytes = readBytes(sampleFiles('eu7', '.eu7').find((f) => f.includes('v9'))!);
    const root = eu7Format.decode(bytes).root;
    const names = Array.from({ length: root.childCount }, (_, i) => root.child(i).name);
    expect(names).toEqual([
      'header',
      'STRS',
      'INCL',
      'TRAK',
      'MESH',
      'LINE',
      'PIDX',
      'PROT',
      'PACK',
      'TRAC',
      'PWRS',
      'MEMC',
      'LAUN',
      'DYNM',
      'SOND',
      'TRSE',
      'EVNT',
      'FINT',
    ]);
    const pack = root.child(names.indexOf('PACK'));
    const sections = pack.child(2);
    expect(sections.childCount).toBe(26);
    const first = sections.child(0);
    expect(first.type).toBe('PackSection v13');
    const pidxEntry = root.child(names.indexOf('PIDX')).child(3).child(0);
    const link = pidxEntry.child(3).links![0];
    expect([link.offset, link.length]).toEqual([first.offset, first.length]);
  });
});
