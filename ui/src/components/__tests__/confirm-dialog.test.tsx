import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axe } from '../../testing/axe';
import { ConfirmDialog } from '../confirm-dialog';

function Screen({
  onConfirm = () => {},
  busy = false,
  error = null,
}: {
  onConfirm?: () => void;
  busy?: boolean;
  error?: string | null;
}) {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Excluir
      </button>
      {open && (
        <ConfirmDialog
          title="Excluir este endereço?"
          confirmLabel="Excluir endereço"
          busyLabel="Excluindo..."
          busy={busy}
          error={error}
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
          confirmClassName="danger"
        >
          <p>
            O endereço <strong>Casa</strong> será removido da sua conta.
          </p>
        </ConfirmDialog>
      )}
    </main>
  );
}

describe('ConfirmDialog', () => {
  it('is a named, described modal on the native dialog, with the focus on "Cancelar"', async () => {
    const { container } = render(<Screen />);
    const dialog = screen.getByRole('dialog', { name: 'Excluir este endereço?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('O endereço Casa será removido da sua conta.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Excluir endereço' })).toHaveClass('danger');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('keeps the focus inside and confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Screen onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Excluir endereço' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and on "Cancelar", but not while busy', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Screen busy error="Não foi possível excluir." />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Não foi possível excluir.');
    expect(within(dialog).getByRole('button', { name: 'Excluindo...' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();

    render(<Screen />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
