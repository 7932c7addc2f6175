import { describe, expect, it } from 'vitest';
import { decodeBoot, encodeBoot } from '../../src/page-boot';
import type { InitMessage } from '../../src/protocol';

const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) & 0xff);
const init: InitMessage = {
  type: 'init',
  fileName: 'map</script><b>.smf',
  size: 1_000_000,
  settings: { bytesPerRow: 16, groupSize: 4, showText: true },
  state: { topOffset: 65_536, treeWidth: 300 },
  head: { offset: 65_536, bytes },
};

describe('page boot block', () => {
  it('round-trips the init message, head bytes included', () => {
    const back = decodeBoot(encodeBoot(init))!;
    expect(back).toEqual({ ...init, head: { offset: 65_536, bytes: expect.any(Uint8Array) } });
    expect(Array.from(back.head!.bytes)).toEqual(Array.from(bytes));
  });

  it('a message without head bytes stays without', () => {
    expect(decodeBoot(encodeBoot({ ...init, head: undefined }))!.head).toBeUndefined();
  });

  it('anything but an init block is refused', () => {
    expect(decodeBoot('')).toBeUndefined();
    expect(decodeBoot('{"type":"analysis"}')).toBeUndefined();
    expect(decodeBoot('{"type":"init"}')).toBeUndefined();
    expect(decodeBoot('null')).toBeUndefined();
  });
});
