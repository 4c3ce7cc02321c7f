/** Lower-case text without accents: "Café Pilão" -> "cafe pilao". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a search, normalised, without repeats ("Café  CAFÉ torrado" -> ["cafe", "torrado"]). */
export function searchWords(text: string, maxWords = 10): string[] {
  const words = normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  return [...new Set(words)].slice(0, maxWords);
}

/** The normalised text a product is found by: its name, manufacturer and category names. */
export function productSearchText(parts: readonly (string | null | undefined)[]): string {
  return normalizeText(
    parts
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(' ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  );
}
