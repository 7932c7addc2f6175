// Structural edits of EU7B files: each one re-encodes through the model, so counts, chunk sizes, section headers
// and PIDX offsets follow, and every other record keeps its values.
import { inEnglish } from '../../helpers/english';
import { render } from '../../../src/core/translatable';
import { generateEu7 } from '../../../src/formats/eu7/generate';
import { describe, expect, it } from 'vitest';
import { eu7Format } from '../../../src/formats/eu7';
import { BufferStore, EditHistory } from '../../../src/editor/edit-history';
import { edit, idOf, nodeOf, values } from '../../helpers/structure-edit';
import { editedBytes } from '../../../src/core/structure-edit';
import { expectSameBytes } from '../../helpers/invariants';
import { readingText } from '../../../src/core/describe';

const [moduleV6, , scenarioV9] = generateEu7(1).map((f) => f.bytes);

const u32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at, true);

/** Values of every chunk except `skip`, by chunk name. */
function chunkValues(root: ReturnType<typeof nodeOf>, skip: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < root.childCount; i++) if (!skip.includes(root.child(i).name)) out.push(...values(root.child(i)));
  return out;
}

describe('EU7B structural edits', () => {
  it('a longer STRS string: its length field, the STRS size and everything after it follow', async () => {
    const decoded = eu7Format.decode(scenarioV9);
    const id = idOf(decoded.root, 'STRS/strings/[2]');
    const text = 'models/a/much/longer/house.e3d';
    const r = await edit(eu7Format, scenarioV9, { kind: 'setString', path: id, value: text });
    const strs = nodeOf(r.after, idOf(r.after, 'STRS'));
    expect(readingText(nodeOf(r.after, id))).toBe(`"${text}"`);
    expect(u32(editedBytes(r), strs.offset + 4)).toBe(strs.length);
    expect(editedBytes(r).length).toBe(scenarioV9.length + text.length - 'models/house.e3d'.length);
    const strings = (root: typeof r.after) => values(nodeOf(root, idOf(root, 'STRS/strings')));
    expect(strings(r.after).filter((v, i) => v !== strings(r.before)[i])).toEqual([
      `/[2]/length = ${text.length}`,
      `/[2]/text = "${text}"`,
    ]);
    // Records naming string 2 show the new text; nothing else changes.
    const rename = (v: string) => v.replaceAll('"models/house.e3d"', `"${text}"`);
    expect(chunkValues(r.after, ['STRS'])).toEqual(chunkValues(r.before, ['STRS']).map(rename));
  });

  it('deleting and duplicating a track: count and chunk size follow, the other tracks stay', async () => {
    const decoded = eu7Format.decode(scenarioV9);
    const id = idOf(decoded.root, 'TRAK/records/[1]');
    const tracks = (root: typeof decoded.root) => nodeOf(root, idOf(root, 'TRAK/records'));
    const before = tracks(decoded.root);
    const record = (i: number) => values(before.child(i));

    const del = await edit(eu7Format, scenarioV9, { kind: 'delete', path: id });
    const trak = nodeOf(del.after, idOf(del.after, 'TRAK'));
    expect(tracks(del.after).childCount).toBe(2);
    expect(u32(del.bytes, trak.offset + 8)).toBe(2);
    expect(u32(del.bytes, trak.offset + 4)).toBe(trak.length);
    expect([values(tracks(del.after).child(0)), values(tracks(del.after).child(1))]).toEqual([record(0), record(2)]);
    expect(chunkValues(del.after, ['TRAK'])).toEqual(chunkValues(del.before, ['TRAK']));
    expect(del.select).toBe(id);

    const dup = await edit(eu7Format, scenarioV9, { kind: 'duplicate', path: id });
    expect(tracks(dup.after).childCount).toBe(4);
    expect([0, 1, 2, 3].map((i) => values(tracks(dup.after).child(i)))).toEqual([0, 1, 1, 2].map((i) => record(i)));
    expect(dup.select).toBe(id.replace(/\d+$/, '2'));
    expect(chunkValues(dup.after, ['TRAK'])).toEqual(chunkValues(dup.before, ['TRAK']));
  });

  it('deleting and duplicating an include', async () => {
    const id = idOf(eu7Format.decode(moduleV6).root, 'INCL/records/[0]');
    const del = await edit(eu7Format, moduleV6, { kind: 'delete', path: id });
    expect(nodeOf(del.after, idOf(del.after, 'INCL/records')).childCount).toBe(0);
    const dup = await edit(eu7Format, moduleV6, { kind: 'duplicate', path: id });
    const list = nodeOf(dup.after, idOf(dup.after, 'INCL/records'));
    expect(values(list.child(1))).toEqual(values(list.child(0)));
    expect(chunkValues(dup.after, ['INCL'])).toEqual(chunkValues(dup.before, ['INCL']));
  });

  it('a PACK model deleted and duplicated: section header, chunk table and PIDX follow', async () => {
    const decoded = eu7Format.decode(scenarioV9);
    const sectionPath = 'PACK/sections/section (240, 240)';
    const section = nodeOf(decoded.root, idOf(decoded.root, sectionPath));
    const chunk = Array.from({ length: section.childCount }, (_, i) => section.child(i).name).find((n) =>
      n.startsWith('chunk '),
    )!;
    const id = idOf(decoded.root, `${sectionPath}/${chunk}/models/[0]`);
    const size = nodeOf(decoded.root, id).length;
    for (const [kind, step] of [
      ['delete', -1],
      ['duplicate', 1],
    ] as const) {
      const r = await edit(eu7Format, scenarioV9, { kind, path: id });
      const pidx = (root: typeof r.after) => values(nodeOf(root, idOf(root, 'PIDX/entries')));
      const pidxBefore = pidx(r.before);
      const pidxAfter = pidx(r.after);
      // Entry 0 counts one model more or less; the sections after it start elsewhere.
      const changed = pidxAfter.filter((v, i) => v !== pidxBefore[i]).map((v) => v.split(' = ')[0]);
      expect(changed).toEqual(['/[0]/model_count', '/[1]/pack_offset', '/[2]/pack_offset', '/[3]/pack_offset']);
      expect(pidxAfter).toContain(`/[0]/model_count = ${250 + step}`);
      const s = nodeOf(r.after, idOf(r.after, sectionPath));
      expect(s.length).toBe(section.length + step * size);
      const header = (root: typeof r.after) => values(nodeOf(root, idOf(root, `${sectionPath}/header`)));
      expect(header(r.after).find((v) => v.includes('solo_count'))).not.toBe(
        header(r.before).find((v) => v.includes('solo_count')),
      );
      // The other sections hold the same records.
      for (const other of ['section (240, 241)', 'section (241, 241)'])
        expect(values(nodeOf(r.after, idOf(r.after, `PACK/sections/${other}`)))).toEqual(
          values(nodeOf(r.before, idOf(r.before, `PACK/sections/${other}`))),
        );
      expect(chunkValues(r.after, ['PACK', 'PIDX'])).toEqual(chunkValues(r.before, ['PACK', 'PIDX']));
    }
  });

  it('deleting a PACK section removes its PIDX entry', async () => {
    const decoded = eu7Format.decode(scenarioV9);
    const id = idOf(decoded.root, 'PACK/sections/section (240, 241)');
    const r = await edit(eu7Format, scenarioV9, { kind: 'delete', path: id });
    const names = (root: typeof r.after) => {
      const s = nodeOf(root, idOf(root, 'PACK/sections'));
      return Array.from({ length: s.childCount }, (_, i) => s.child(i).name);
    };
    expect(names(r.after)).toEqual(names(r.before).filter((n) => n !== 'section (240, 241)'));
    expect(nodeOf(r.after, idOf(r.after, 'PIDX/entries')).childCount).toBe(3);
  });

  it('offers nothing on fields, chunk headers and PROT records; refuses with a clear error', () => {
    const decoded = eu7Format.decode(scenarioV9);
    for (const p of ['STRS/count', 'TRAK/size', 'PROT/records/[0]', 'header/version'])
      expect(eu7Format.structureEdits!.kinds(decoded, idOf(decoded.root, p))).toEqual([]);
    const r = eu7Format.structureEdits!.apply(decoded, scenarioV9, {
      kind: 'delete',
      path: idOf(decoded.root, 'STRS/count'),
    });
    expect(inEnglish(r)).toEqual({ error: 'Deleting does not apply to this node' });
  });

  it('undo restores the exact original bytes after a whole-buffer edit', async () => {
    const decoded = eu7Format.decode(scenarioV9);
    const r = eu7Format.structureEdits!.apply(decoded, scenarioV9, {
      kind: 'delete',
      path: idOf(decoded.root, 'TRAK/records/[0]'),
    });
    if ('error' in r) throw new Error(render(r.error));
    const history = new EditHistory(new BufferStore(scenarioV9.slice()));
    history.replace(new BufferStore(editedBytes(r)), 'Delete');
    expectSameBytes(history.store.bytes, editedBytes(r));
    history.undo();
    expectSameBytes(history.store.bytes, scenarioV9);
    history.redo();
    expectSameBytes(history.store.bytes, editedBytes(r));
  });
});
