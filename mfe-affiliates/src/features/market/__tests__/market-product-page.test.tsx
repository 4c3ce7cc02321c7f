import { screen, waitFor, within } from '@testing-library/react';
import type { AffiliateMarketProduct } from 'shared-contracts';
import { unprocessable } from 'ui/testing/api-replies';
import { forgetCatalogComponents } from '../../../lib/catalog-remote';
import { deferred, ok, restoreApi, useFakeApi } from 'shared-contracts/testing/fake-api';
import { promoted } from '../../../testing/fixtures';
import { renderAt } from '../../../testing/render';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  getInstance: () => null,
}));

/** Stands in for the catalog's ProductPage. */
function FakeProductPage({ affiliate }: { affiliate?: boolean }) {
  return <h1>{affiliate ? 'Página do produto (afiliado)' : 'Página do produto'}</h1>;
}

const PATH = '/afiliados/mercado/produto/loja-sol/fone-bluetooth';
const INFO_KEY = 'GET /api/affiliates/market/products/loja-sol/fone-bluetooth';

const info: AffiliateMarketProduct = {
  product_id: 77,
  name: 'Fone Bluetooth',
  price: 250,
  affiliate_commission: 12,
  commission_value: 30,
  accepts_affiliates: true,
  link: null,
};

let consoleError: jest.SpyInstance;

beforeEach(() => {
  forgetCatalogComponents();
  loadRemote.mockReset();
  loadRemote.mockResolvedValue({ ProductPage: FakeProductPage });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  restoreApi();
});

const panel = () => screen.getByRole('region', { name: 'Promover este produto' });

describe('MarketProductPage', () => {
  it("shows the catalog's product page in its affiliate form, below the promote panel", async () => {
    useFakeApi({ [INFO_KEY]: ok(info) });
    renderAt(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Página do produto (afiliado)' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('catalog/ProductPage');
    expect(await within(panel()).findByText(/Ganhe/)).toHaveTextContent(
      'Ganhe até R$ 30,00 (12% de R$ 250,00) por venda feita pelo seu link.',
    );
  });

  it('creates the link on request and shows it, ready to copy', async () => {
    const promote = deferred();
    const api = useFakeApi({ [INFO_KEY]: ok(info), 'POST /api/affiliates/products': promote.handler });
    const { user } = renderAt(PATH);

    await user.click(await within(panel()).findByRole('button', { name: 'Gerar meu link de afiliado' }));
    expect(within(panel()).getByRole('button', { name: 'Gerando link...' })).toHaveAttribute('aria-disabled', 'true');
    expect(api.calls('POST /api/affiliates/products')[0]?.body).toEqual({ product_id: 77 });

    promote.release({
      status: 201,
      data: promoted(77, {
        link: { code: 'ab12cd34', url: '/api/r/ab12cd34', clicks: 0, created_at: '2025-06-01T12:00:00.000Z' },
      }),
    });
    const field = await within(panel()).findByLabelText('Seu link de afiliado');
    expect(field).toHaveValue('http://localhost/api/r/ab12cd34');
    expect(field).toHaveAttribute('readonly');
    expect(within(panel()).getByText('Link criado! Agora é só compartilhar.')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Ver meus produtos' })).toHaveAttribute(
      'href',
      '/afiliados/produtos',
    );

    await user.click(within(panel()).getByRole('button', { name: 'Copiar link' }));
    expect(await within(panel()).findByText('Link copiado!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/api/r/ab12cd34');
  });

  it('falls back to copying the selected field when the Clipboard API refuses', async () => {
    useFakeApi({
      [INFO_KEY]: ok({
        ...info,
        link: { code: 'zz99yy88', url: '/api/r/zz99yy88', clicks: 3, created_at: '2025-06-01T12:00:00.000Z' },
      }),
    });
    const { user } = renderAt(PATH);
    const field = await within(panel()).findByLabelText('Seu link de afiliado');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });

    await user.click(within(panel()).getByRole('button', { name: 'Copiar link' }));
    expect(await within(panel()).findByText('Link copiado!')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(field);

    execCommand.mockReturnValue(false);
    await user.click(within(panel()).getByRole('button', { name: 'Copiar link' }));
    expect(
      await within(panel()).findByText('Não foi possível copiar. Selecione o link e copie manualmente.'),
    ).toBeInTheDocument();
  });

  it('shows the existing link at once for a product already promoted', async () => {
    const api = useFakeApi({
      [INFO_KEY]: ok({
        ...info,
        link: { code: 'q1w2e3r4', url: '/api/r/q1w2e3r4', clicks: 9, created_at: '2025-06-01T12:00:00.000Z' },
      }),
    });
    renderAt(PATH);
    expect(await within(panel()).findByLabelText('Seu link de afiliado')).toHaveValue(
      'http://localhost/api/r/q1w2e3r4',
    );
    expect(within(panel()).queryByRole('button', { name: 'Gerar meu link de afiliado' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/affiliates/products')).toHaveLength(0);
  });

  it('says when the product takes no affiliates, and offers no link', async () => {
    useFakeApi({
      [INFO_KEY]: ok({ ...info, accepts_affiliates: false, affiliate_commission: 0, commission_value: 0 }),
    });
    renderAt(PATH);
    expect(await within(panel()).findByText('Este produto não aceita afiliados.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the 422 message of the API when the link is refused', async () => {
    const refuse = unprocessable('Este produto não aceita afiliados.', {
      product_id: ['Este produto não aceita afiliados.'],
    });
    useFakeApi({ [INFO_KEY]: ok(info), 'POST /api/affiliates/products': refuse });
    const { user } = renderAt(PATH);
    await user.click(await within(panel()).findByRole('button', { name: 'Gerar meu link de afiliado' }));
    expect(await within(panel()).findByText('Este produto não aceita afiliados.')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Gerar meu link de afiliado' })).toBeEnabled();
  });

  it('says the link could not be made on any other failure', async () => {
    useFakeApi({ [INFO_KEY]: ok(info), 'POST /api/affiliates/products': () => 'network' });
    const { user } = renderAt(PATH);
    await user.click(await within(panel()).findByRole('button', { name: 'Gerar meu link de afiliado' }));
    expect(
      await within(panel()).findByText('Não foi possível gerar o link agora. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it('keeps promoting possible while the catalog remote is down', async () => {
    loadRemote.mockReset();
    loadRemote.mockRejectedValue(new Error('RUNTIME-008'));
    useFakeApi({ [INFO_KEY]: ok(info) });
    renderAt(PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar este produto.');
    expect(await within(panel()).findByRole('button', { name: 'Gerar meu link de afiliado' })).toBeInTheDocument();
  });

  it('retries the commission when it could not be loaded', async () => {
    let attempts = 0;
    useFakeApi({
      [INFO_KEY]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 500 } : { status: 200, data: info };
      },
    });
    const { user } = renderAt(PATH);
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a sua comissão.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel()).findByRole('button', { name: 'Gerar meu link de afiliado' })).toBeInTheDocument();
  });

  it('has no panel for an unknown product (the product page says it was not found)', async () => {
    useFakeApi({ [INFO_KEY]: () => ({ status: 404, data: { message: 'Produto não encontrado.' } }) });
    renderAt(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Página do produto (afiliado)' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Promover este produto' })).not.toBeInTheDocument(),
    );
  });
});
