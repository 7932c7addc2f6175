import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics';
import { WorkspaceDiagnostics } from '../../src/workspace/workspace-diagnostics';

const diag = (severity: Diagnostic['severity'], offset = 0): Diagnostic => ({
  code: 'x/y',
  severity,
  offset,
  length: 1,
  message: 'm',
});

describe('WorkspaceDiagnostics', () => {
  it('publishes results of closed files, hides them while open and shows them again when closed', () => {
    const w = new WorkspaceDiagnostics();
    const list = [diag('error')];
    expect(w.set('file:///a.smf', list)).toEqual([{ uri: 'file:///a.smf', diagnostics: list }]);
    expect(w.setOpen(['file:///a.smf', 'file:///b.smf'])).toEqual([{ uri: 'file:///a.smf', diagnostics: undefined }]);
    const newer = [diag('warning', 4)];
    expect(w.set('file:///a.smf', newer)).toEqual([]); // the open editor shows its own
    expect(w.setOpen(['file:///b.smf'])).toEqual([{ uri: 'file:///a.smf', diagnostics: newer }]);
  });

  it('clears a deleted file, and only files it has results for', () => {
    const w = new WorkspaceDiagnostics();
    w.set('file:///a.smf', [diag('error')]);
    expect(w.delete('file:///a.smf')).toEqual([{ uri: 'file:///a.smf', diagnostics: undefined }]);
    expect(w.delete('file:///a.smf')).toEqual([]);
    expect(w.setOpen([])).toEqual([]);
  });

  it('totals errors and warnings over the files', () => {
    const w = new WorkspaceDiagnostics();
    w.set('a', [diag('error'), diag('warning'), diag('info')]);
    w.set('b', [diag('error')]);
    w.set('c', []);
    expect(w.totals()).toEqual({ files: 3, errors: 2, warnings: 1 });
  });
});
