/**
 * Copies text: through the Clipboard API where the browser allows it (secure pages only), else by
 * selecting the text and asking the browser to copy the selection. The selection is made in
 * `target` when given — a field, or any element whose text is the one to copy, which then stays
 * selected for a manual copy — else in a hidden field of its own. Tells whether the copy worked.
 */
export async function copyText(text: string, target?: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no focus: try the selection instead.
  }
  const temporary = target ? null : hiddenField(text);
  try {
    select(temporary ?? target);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    temporary?.remove();
  }
}

function hiddenField(text: string): HTMLTextAreaElement {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  return field;
}

function select(element: HTMLElement | null | undefined): void {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.focus();
    element.select();
    return;
  }
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
