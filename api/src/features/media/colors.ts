import type { Palette } from './product-drawings';

/** Colour words of product names, longest first so 'Azul-marinho' wins over 'Azul'. */
const NAMED_COLORS: readonly [string, string][] = (
  [
    ['azul-marinho', '#223a6b'],
    ['azul claro', '#7fb1e8'],
    ['azul clara', '#7fb1e8'],
    ['azul escuro', '#1f3f7a'],
    ['cinza mescla', '#9aa0a8'],
    ['cinza-espacial', '#5c6066'],
    ['verde-oliva', '#6b7a3a'],
    ['off white', '#efe9de'],
    ['meia-noite', '#1d2433'],
    ['transparente', '#dfe9f2'],
    ['camuflada', '#5f6b3f'],
    ['terracota', '#c0603f'],
    ['vermelho', '#d64545'],
    ['vermelha', '#d64545'],
    ['prateado', '#c5cad1'],
    ['dourado', '#c9a24a'],
    ['dourada', '#c9a24a'],
    ['caramelo', '#b5793a'],
    ['amarelo', '#e8c13b'],
    ['laranja', '#ee8a35'],
    ['grafite', '#4a4f57'],
    ['titânio', '#8b8f94'],
    ['marrom', '#7a4e2d'],
    ['branco', '#f6f5f2'],
    ['branca', '#f6f5f2'],
    ['preto', '#2b2d31'],
    ['preta', '#2b2d31'],
    ['verde', '#2f9e6b'],
    ['cinza', '#8a9099'],
    ['lilás', '#a58bd6'],
    ['prata', '#c5cad1'],
    ['vinho', '#7b2333'],
    ['areia', '#dccaa6'],
    ['cáqui', '#b9a57a'],
    ['roxo', '#7d4fc0'],
    ['azul', '#2f6fdb'],
    ['rosa', '#e27fa6'],
    ['bege', '#d9c5a5'],
    ['nude', '#d8a98c'],
    ['inox', '#b8bec6'],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

/** The colour a product name mentions, if any. */
export function colorFromName(name: string): string | undefined {
  const text = name.toLocaleLowerCase('pt-BR');
  for (const [word, color] of NAMED_COLORS) {
    const index = text.indexOf(word);
    if (index < 0) continue;
    const before = index === 0 ? ' ' : text.charAt(index - 1);
    const after = text.charAt(index + word.length) || ' ';
    if (/[\s(/,-]/.test(before) && /[\s)/,.-]/.test(after)) return color;
  }
  return undefined;
}

export function paletteFor(hue: number, main?: string): Palette {
  return {
    main: main ?? `hsl(${hue} 55% 48%)`,
    dark: `hsl(${hue} 25% 22%)`,
    light: `hsl(${hue} 45% 94%)`,
    accent: `hsl(${(hue + 35) % 360} 65% 55%)`,
  };
}
