/** The app's root element in the shell's page. */
const ROOT_ELEMENT = '<div id="root"></div>';

export interface PageParts {
  /** What goes at the end of the page's `<head>`: hints, inline pointer, payloads, settings. */
  head: string;
  /** What is drawn right after the root element (a screen drawn without the shell's frame), or ''. */
  afterRoot: string;
  /**
   * The root element drawn whole, in place of the empty one: the shell's frame drawn on the server
   * (see server-slot's `serverFrameMarkup`). Absent: the root stays empty and the browser draws it.
   */
  root?: string;
}

/**
 * The shell's `index.html` with the page's own parts placed in it. The parts carry text from the
 * address and the data (a search, a product's name, a banner's text), so they are placed by
 * function replacements: a `$&`, `` $` ``, `$'` or `$$` in them is text, never a replacement
 * pattern that would copy part of the page into itself.
 */
export function assemblePage(html: string, parts: PageParts): string {
  return html
    .replace('</head>', () => `  ${parts.head}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `${parts.root ?? ROOT_ELEMENT}${parts.afterRoot}`);
}
