// Names from a file reach the terminal escaped: an archive entry named with ESC (a colour or cursor sequence) and
// NUL is listed as text, never as bytes the terminal would act on.
import { describe, expect, it } from 'vitest';
import { mapFiles, zip } from '../helpers/archives';
import { tempDir, write } from './fixtures';
import { run } from './run';

describe('terminal output', () => {
  it('inspect of an archive escapes control characters in entry names; line breaks and layout stay', async () => {
    const archive = write(tempDir(), 'odd.sdz', zip(mapFiles({ 'maps/\u001b[2J\u001b[31mred\u0000\r.txt': 'x' })));
    const r = await run('inspect', archive);
    expect(r.code).toBe(0);
    expect(r.out).toContain('maps/\\u001b[2J\\u001b[31mred\\u0000\\r.txt');
    // Nothing below a space is printed but the line breaks.
    expect([...r.out].filter((c) => c < ' ' && c !== '\n')).toEqual([]);
    expect(r.out.split('\n').length).toBeGreaterThan(4);
  });
});
