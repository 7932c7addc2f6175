// A file's path relative to the working directory, as a URI reference (`maps/a%20b.smf`): what SARIF and GitHub
// annotations locate files by.
import path from 'node:path';

export function relativeUri(file: string, cwd = process.cwd()): string {
  return path
    .relative(cwd, path.resolve(cwd, file))
    .split(path.sep)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** The same path with `/` separators, unencoded (GitHub annotations take a plain repository path). */
export function relativePath(file: string, cwd = process.cwd()): string {
  return path.relative(cwd, path.resolve(cwd, file)).split(path.sep).join('/');
}
