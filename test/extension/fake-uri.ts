// `vscode.Uri` for tests that mock the `vscode` module: a path with the joins the extension uses ('..' steps up).
export class Uri {
  /** Every test path is on the local disk. */
  readonly scheme = 'file';

  constructor(readonly path: string) {}

  get fsPath(): string {
    return this.path;
  }

  static file(path: string): Uri {
    return new Uri(path);
  }

  /** The inverse of toString(). */
  static parse(text: string): Uri {
    return new Uri(text.replace(/^file:\/\//, ''));
  }

  static joinPath(base: Uri, ...parts: string[]): Uri {
    const segments = base.path.split('/');
    for (const p of parts) {
      if (p === '..') segments.pop();
      else segments.push(p);
    }
    return new Uri(segments.join('/'));
  }

  toString(): string {
    return `file://${this.path}`;
  }
}
