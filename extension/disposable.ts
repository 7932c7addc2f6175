// One way to let go of what a class holds: it registers its emitters, event subscriptions and helpers as it makes
// them, and disposing it disposes them all, the newest first (the pattern of vscode-hexeditor's Disposable). Used
// as a base class, or as it is where a lifetime has no class of its own. Imports vscode's types only, so it runs in
// unit tests.
import type * as vscode from 'vscode';

export class Disposable implements vscode.Disposable {
  private readonly owned: vscode.Disposable[] = [];
  private disposed = false;

  /** Whether `dispose` was called. */
  get isDisposed(): boolean {
    return this.disposed;
  }

  /** `d` is disposed with this (at once when this already is). */
  register<T extends vscode.Disposable>(d: T): T {
    if (this.disposed) d.dispose();
    else this.owned.push(d);
    return d;
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const d of this.owned.splice(0).reverse()) d.dispose();
  }
}
