import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../testing/axe';
import { CodeToCopy, DigitableLineToCopy, PixCodeToCopy } from '../code-to-copy';
import { COPY_TEXT } from '../copy-button';

describe('CodeToCopy', () => {
  it('names the code, shows it as given and copies what it is told to', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CodeToCopy
        label="Linha digitável"
        text="2379012301"
        copyLabel="Copiar linha digitável"
        labelClassName="label"
        codeClassName="code"
        buttonClassName="secondary"
      >
        23790.12301
      </CodeToCopy>,
    );
    expect(screen.getByText('Linha digitável')).toHaveClass('label');
    expect(screen.getByText('23790.12301')).toHaveClass('code');
    const button = screen.getByRole('button', { name: 'Copiar linha digitável' });
    expect(button).toHaveClass('secondary');

    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('2379012301');
    expect(screen.getByRole('status')).toHaveTextContent(COPY_TEXT.copied);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a boleto line in the printed groups and copies its digits', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <DigitableLineToCopy line="23790123016000000005325000456704812340000010000" codeClassName="code" />,
    );
    expect(screen.getByText('Linha digitável')).toBeInTheDocument();
    expect(screen.getByText('23790.12301 60000.000053 25000.456704 8 12340000010000')).toHaveClass('code');

    await user.click(screen.getByRole('button', { name: 'Copiar linha digitável' }));
    expect(await navigator.clipboard.readText()).toBe('23790123016000000005325000456704812340000010000');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows and copies a Pix code as it came', async () => {
    const user = userEvent.setup();
    const { container } = render(<PixCodeToCopy code="00020126580014br.gov.bcb.pix" buttonClassName="secondary" />);
    expect(screen.getByText('Pix copia e cola')).toBeInTheDocument();
    expect(screen.getByText('00020126580014br.gov.bcb.pix')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Copiar código Pix' });
    expect(button).toHaveClass('secondary');

    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('00020126580014br.gov.bcb.pix');
    expect(await axe(container)).toHaveNoViolations();
  });
});
