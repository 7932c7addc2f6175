// Edits the page asks the host to make: a field's new value (tree or inspector), a structural edit from the tree's
// context menu, a determined fix (problems strip, hover card). The host makes each one undoable step; the
// re-analysis of the changed file redraws the tree, the pictures and the problems. A refusal shows in the toolbar.
import type { Diagnostic } from '../src/core/diagnostics';
import type { StructureEditKind } from '../src/core/structure-edit';
import type { Host } from './host';
import { t } from './l10n';

export class PageEdits {
  constructor(
    private readonly host: Host,
    private readonly notice: (text: string) => void,
  ) {}

  /** Write `value` into the field of `type` at `offset`; resolves to the host's refusal, or null. */
  async editField(offset: number, type: string, value: string): Promise<string | null> {
    const error = await this.host.request({ kind: 'edit', offset, type, value });
    this.notice(error ?? '');
    return error;
  }

  async structureEdit(id: string, kind: StructureEditKind): Promise<void> {
    const r = await this.host.request({ kind: 'structureEdit', id, edit: kind });
    // The new tree comes with the next analysis: it reopens the expanded rows and selects the edited element.
    if (r.select !== undefined) this.host.saveState({ selectedKey: r.select });
    this.notice(r.error ? t`Not changed: ${r.error}` : '');
  }

  async fix(d: Diagnostic): Promise<void> {
    const r = await this.host.request({ kind: 'fix', code: d.code, offset: d.offset, length: d.length });
    this.notice(r.error ? t`Not fixed: ${r.error}` : '');
  }
}
