/**
 * How the bench states its figures: a median of the runs, and beside it the same figure of the
 * floor page measured in the same run, as a ratio. A timing or a score moves with the machine; the
 * ratio to a reference loaded on that machine at that moment moves much less.
 */

/** The median of the runs that gave a figure; NaN when none did. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `value / reference`; null when there is no ratio to tell (a reference of 0, or a missing figure). */
export function ratio(value: number, reference: number): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return null;
  return value / reference;
}

/** `3.0×`, `0.62×`, `12×`: two significant digits below 10, whole numbers above. */
export function formatRatio(value: number): string {
  if (value >= 10) return `${Math.round(value)}×`;
  if (value >= 1) return `${value.toFixed(1)}×`;
  return `${value.toFixed(2)}×`;
}

export type Unit = 'ms' | 'score' | 'cls' | 'kb' | 'count';

/** One figure with its unit; `—` when the runs gave none. */
export function formatFigure(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return '—';
  switch (unit) {
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'kb':
      return `${value.toFixed(1)} KB`;
    case 'score':
    case 'count':
      return String(Math.round(value));
  }
}

/**
 * A page's figure beside the floor's: `530 ms (3.0×)`. With a floor of 0 there is no ratio, and
 * the cell says what the floor was instead: `0.050 (piso 0)`, or `0 (= piso)` when both are 0.
 */
export function besideFloor(value: number, floor: number, unit: Unit): string {
  const figure = formatFigure(value, unit);
  if (!Number.isFinite(value) || !Number.isFinite(floor)) return figure;
  // A floor that prints as 0 (a CLS of 0.0004) is taken as 0: a ratio to it would mean nothing.
  const zero = formatFigure(0, unit);
  if (formatFigure(floor, unit) === zero) return figure === zero ? `${figure} (= piso)` : `${figure} (piso ${zero})`;
  const r = ratio(value, floor);
  return r === null ? figure : `${figure} (${formatRatio(r)})`;
}

/** A Markdown table, its columns padded so it also reads as plain text. */
export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const escape = (cell: string): string => cell.replace(/\|/g, '\\|');
  const all = [header, ...rows].map((row) => header.map((_, i) => escape(row[i] ?? '')));
  const widths = header.map((_, i) => Math.max(3, ...all.map((row) => row[i]!.length)));
  const line = (row: readonly string[]): string => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`;
  const [head, ...body] = all;
  return [line(head!), rule, ...body.map(line)].join('\n');
}
