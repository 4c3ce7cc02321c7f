/** Small helpers shared by the generated pictures. */

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** 32-bit FNV-1a: a stable number per text, so every picture keeps its colours. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap into at most `maxLines` lines; an overflowing last line ends with "…". */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= maxChars || current === '') current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
  return kept;
}

export function initials(name: string): string {
  const minor = new Set(['e', 'de', 'da', 'do', 'das', 'dos', '&']);
  const words = name.split(/[^\p{L}\p{N}&]+/u).filter((word) => word !== '' && !minor.has(word.toLowerCase()));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('pt-BR'))
    .join('');
}

/** Text lines centred or left-aligned at x, one below the other. */
export function textLines(
  lines: readonly string[],
  options: { x: number; y: number; size: number; lineHeight: number; weight?: number; fill: string; anchor?: string },
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${options.x}" y="${options.y + index * options.lineHeight}" font-family="${FONT}" ` +
        `font-size="${options.size}" font-weight="${options.weight ?? 400}" fill="${options.fill}"` +
        `${options.anchor ? ` text-anchor="${options.anchor}"` : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** The svg element around a drawing; the viewBox keeps the drawing's own size. */
export function svgDocument(
  width: number,
  height: number,
  label: string,
  body: string,
  displayWidth: number = width,
): string {
  const displayHeight = Math.round((displayWidth * height) / width);
  const title = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${displayWidth}" height="${displayHeight}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`
  );
}
