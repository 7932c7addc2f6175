export interface SourceKey {
  /** Rendered by VS Code's l10n.t, which fills in {0} but chooses no plural forms. */
  vscode?: true;
  key: string;
  /** file:line of one place it is written. */
  where: string;
}
export function sourceKeys(root: string, dirs: string[]): { keys: SourceKey[]; problems: string[] };
export function webviewTables(root: string): Record<string, Record<string, string>>;
export function webviewKeys(root: string): SourceKey[];
