// `vscode.Uri` for tests that mock the `vscode` module: a path with the joins the extension uses ('..' steps up).
export class Uri {
  constructor(readonly path: string) {}

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
    return new (base.constructor as new (path: string) => Uri)(segments.join('/'));
  }

  toString(): string {
    return `file://${this.path}`;
  }
}

/** A `file:` URI on the local disk (code that reads such files with Node's file system, not VS Code's). */
export class LocalUri extends Uri {
  readonly scheme = 'file';

  static override file(path: string): LocalUri {
    return new LocalUri(path);
  }

  get fsPath(): string {
    return this.path;
  }
}
