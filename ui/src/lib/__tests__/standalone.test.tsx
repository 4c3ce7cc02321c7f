import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderStandalone } from '../standalone';

function Screens() {
  return <h1>Tela de {useLocation().pathname}</h1>;
}

afterEach(() => document.body.replaceChildren());

describe('renderStandalone', () => {
  it("draws the screens in the page's #root with a router on the browser's address", async () => {
    window.history.pushState({}, '', '/cliente/pedidos');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    await act(async () => renderStandalone(Screens));
    expect(screen.getByRole('heading', { name: 'Tela de /cliente/pedidos' })).toBeInTheDocument();
    expect(root).toContainElement(screen.getByRole('heading'));
  });

  it('does nothing on a page without #root', () => {
    expect(() => renderStandalone(Screens)).not.toThrow();
    expect(document.body).toBeEmptyDOMElement();
  });
});
