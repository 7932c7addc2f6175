// Relative links and heading anchors of a Markdown page, for the docs' link check.

export interface Link {
  text: string;
  /** The file linked, relative to the page; '' for an anchor in the page itself. */
  target: string;
  anchor: string;
}

/** The page's links that are not web addresses (`[text](target#anchor)`, images included). */
export function relativeLinks(markdown: string): Link[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((href) => !/^[a-z]+:/i.test(href))
    .map((href) => {
      const [target, anchor = ''] = href.split('#');
      return { text: href, target, anchor };
    });
}

/** The anchors GitHub gives the page's headings: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  for (const m of withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    slugs.add(
      m[1]
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  return slugs;
}

const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');
