/** Escapes a value for a double-quoted HTML attribute. */
export const escapeAttr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Between two of the tags the site server writes into a page's head. */
export const HEAD_TAG_SEPARATOR = '\n    ';
