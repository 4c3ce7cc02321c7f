import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copyText } from '../../lib/clipboard';
import { axe } from '../../testing/axe';
import { COPY_TEXT, CopyButton } from '../copy-button';

function renderCode() {
  return render(
    <div>
      <code id="linha">23790.12301</code>
      <CopyButton label="Copiar linha digitável" text="2379012301" targetId="linha" buttonClassName="secondary" />
    </div>,
  );
}

describe('CopyButton', () => {
  afterEach(() => jest.restoreAllMocks());

  it('copies the text and says "Copiado!" politely', async () => {
    const user = userEvent.setup();
    const { container } = renderCode();
    const button = screen.getByRole('button', { name: 'Copiar linha digitável' });
    expect(button).toHaveClass('secondary');
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('2379012301');
    expect(screen.getByRole('button', { name: COPY_TEXT.copied })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(COPY_TEXT.copied);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('when the clipboard refuses, selects the text for a manual copy and says so', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderCode();
    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    expect(await screen.findByText(COPY_TEXT.selected)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('23790.12301');
  });
});

describe('copyText', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('falls back to copying the selection of a field, and tells whether it worked', async () => {
    userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    render(<input aria-label="Link" defaultValue="http://localhost/r/ab12" readOnly />);
    const field = screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement;
    await expect(copyText(field.value, field)).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(field).toHaveFocus();
    execCommand.mockReturnValue(false);
    await expect(copyText('sem campo')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
