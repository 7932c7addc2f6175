// The text inside a value the tree shows quoted ("models/a.e3d", with \" and \\ escaped): what an input box
// starts from when the user edits it. Anything not quoted is returned as it is.
export function unquote(shown: string): string {
  const m = /^"((?:[^"\\]|\\.)*)"/.exec(shown);
  return m ? m[1].replace(/\\(["\\])/g, '$1') : shown;
}
