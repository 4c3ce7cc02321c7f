/** The identifierPrefix of the shell's root: the same in the server's render and in the browser. */
export const SHELL_IDENTIFIER_PREFIX = 'shell-';

/** A divergence between the server's frame and the browser's: React redraws that part; it is logged. */
export function reportShellMismatch(error: unknown): void {
  console.warn('[shell] o HTML do servidor e o do navegador divergiram; o quadro foi redesenhado', error);
}
