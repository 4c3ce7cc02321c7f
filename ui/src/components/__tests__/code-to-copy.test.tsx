import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../testing/axe';
import { CodeToCopy } from '../code-to-copy';
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
});
