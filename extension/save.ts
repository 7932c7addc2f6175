// Saving without risking the original: the full buffer goes to a temporary file beside the target, which then
// replaces it. If writing fails the original is untouched; the error reaches VS Code, which keeps the document dirty.
import * as vscode from 'vscode';

export async function saveBytes(target: vscode.Uri, bytes: Uint8Array): Promise<void> {
  // An unshared copy: file system providers may not accept views of a SharedArrayBuffer.
  const data = bytes.slice();
  const name = target.path.split('/').pop() ?? 'file';
  const temp = vscode.Uri.joinPath(target, '..', `.${name}.hexatlas-save`);
  try {
    await vscode.workspace.fs.writeFile(temp, data);
  } catch {
    await vscode.workspace.fs.delete(temp).then(undefined, () => undefined);
    // The folder may not allow extra files (or the provider is read-only there): write the target directly.
    await vscode.workspace.fs.writeFile(target, data);
    return;
  }
  try {
    await vscode.workspace.fs.rename(temp, target, { overwrite: true });
  } catch (e) {
    await vscode.workspace.fs.delete(temp).then(undefined, () => undefined);
    throw e;
  }
}
