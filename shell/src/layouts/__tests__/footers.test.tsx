import { screen, within } from '@testing-library/react';
import { COMPANY } from 'shared-contracts';
import { PAYMENT_BRANDS_ALT } from '../footers/footer-legal';
import { LOGO_HOME_LABEL } from '../parts/logo';
import { fakeApi, linksIn, renderMarket, renderSite, resetLayoutTestState, signIn } from './layout-test-utils';

afterEach(resetLayoutTestState);

const footer = () => screen.getByRole('contentinfo');

/** Shows the home page and finds the footer's column of links with that name. */
async function footerColumn(name: string) {
  fakeApi();
  await renderSite('/');
  return within(footer()).getByRole('navigation', { name });
}

describe('FullFooter (L-13, L-14, L-15)', () => {
  it('L-13 the Categorias column links each top-level category to /categoria/{slug}', async () => {
    const column = await footerColumn('Categorias');
    expect(linksIn(column)).toEqual([
      ['Eletrônicos', '/categoria/eletronicos'],
      ['Casa e Jardim', '/categoria/casa-e-jardim'],
      ['Moda', '/categoria/moda'],
    ]);
    expect(within(column).queryByRole('link', { name: 'Celulares' })).not.toBeInTheDocument();
  });

  it('L-13 the Categorias column uses /categoria/{slug} in the affiliate area too', async () => {
    await renderMarket();
    const column = within(footer()).getByRole('navigation', { name: 'Categorias' });
    expect(within(column).getByRole('link', { name: 'Eletrônicos' })).toHaveAttribute('href', '/categoria/eletronicos');
  });

  it('L-13 L-15 the company column links the institutional pages, selling and becoming an affiliate', async () => {
    const column = await footerColumn('Institucional');
    expect(linksIn(column)).toEqual([
      ['Sobre nós', '/sobre'],
      ['Lojas', '/lojas'],
      ['Blog', '/blog'],
      ['Central de ajuda', '/central-de-atendimento'],
      ['Política de privacidade', '/politica-de-privacidade'],
      ['Termos de uso', '/termos-de-uso'],
      ['Venda seus produtos', '/venda-seus-produtos'],
      ['Seja um afiliado', '/seja-um-afiliado'],
    ]);
  });

  it('L-15 the sell-products and become-an-affiliate links are wired (they navigate)', async () => {
    fakeApi();
    const { user, location } = await renderSite('/');
    await user.click(within(footer()).getByRole('link', { name: 'Venda seus produtos' }));
    expect(location()).toBe('/venda-seus-produtos');
    await user.click(within(footer()).getByRole('link', { name: 'Seja um afiliado' }));
    expect(location()).toBe('/seja-um-afiliado');
  });

  it('L-13 Siga-nos links Instagram, Facebook and LinkedIn in a new tab', async () => {
    fakeApi();
    await renderSite('/');
    const social = within(footer()).getByRole('region', { name: 'Siga-nos' });
    const expected = [
      ['Instagram', COMPANY.social.instagram],
      ['Facebook', COMPANY.social.facebook],
      ['LinkedIn', COMPANY.social.linkedin],
    ] as const;
    for (const [name, href] of expected) {
      const link = within(social).getByRole('link', { name: `${name} (abre em nova aba)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('L-13 the footer logo links home', async () => {
    fakeApi();
    await renderSite('/blog');
    expect(within(footer()).getByRole('link', { name: LOGO_HOME_LABEL })).toHaveAttribute('href', '/');
  });

  it.each(['/', '/afiliados/home'])(
    'L-14 the full footer of %s shows the 2022 copyright, the CNPJ and the card brands',
    async (path) => {
      fakeApi();
      if (path.startsWith('/afiliados')) signIn(2);
      await renderSite(path);
      expect(within(footer()).getByText(`© 2022 ${COMPANY.name} Todos os direitos reservados.`)).toBeInTheDocument();
      expect(within(footer()).getByText(`CNPJ: ${COMPANY.cnpj}`)).toBeInTheDocument();
      expect(within(footer()).getByRole('img', { name: PAYMENT_BRANDS_ALT })).toHaveAttribute('src', 'test-file-stub');
    },
  );
});

describe('MinimalFooter (L-01, L-14)', () => {
  it.each(['/carrinho', '/login'])(
    'L-14 the minimal footer of %s shows only the copyright, the CNPJ and the card brands',
    async (path) => {
      fakeApi();
      await renderSite(path);
      expect(within(footer()).getByText(/^© 2022 .* Todos os direitos reservados\.$/)).toBeInTheDocument();
      expect(within(footer()).getByText('CNPJ: 12.345.678/0001-95')).toBeInTheDocument();
      expect(within(footer()).getByRole('img', { name: PAYMENT_BRANDS_ALT })).toBeInTheDocument();
      expect(within(footer()).queryAllByRole('link')).toHaveLength(0);
      expect(within(footer()).queryByRole('navigation')).not.toBeInTheDocument();
    },
  );
});
