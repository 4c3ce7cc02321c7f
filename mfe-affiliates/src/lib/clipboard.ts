/**
 * Copies text: through the Clipboard API where the browser allows it, else by selecting the text
 * in a field and asking the browser to copy the selection. Tells whether it worked.
 */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  try {
    // Browsers offer the Clipboard API only to secure pages (https, localhost).
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no focus: try the selection instead.
  }
  const target = field ?? document.createElement('textarea');
  const temporary = !field;
  if (temporary) {
    target.value = text;
    target.setAttribute('readonly', '');
    target.style.position = 'fixed';
    target.style.opacity = '0';
    document.body.appendChild(target);
  }
  try {
    target.focus();
    target.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    if (temporary) target.remove();
  }
}
