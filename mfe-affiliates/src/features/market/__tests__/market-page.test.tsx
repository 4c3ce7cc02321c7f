import { screen, within } from '@testing-library/react';
import { forgetCatalogComponents } from '../../../lib/catalog-remote';
import { restoreApi, useFakeApi } from 'shared-contracts/testing/fake-api';
import { currentLocation, renderAt } from '../../../testing/render';

const loadRemote = jest.fn();
const getInstance = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  getInstance: (...args: unknown[]) => getInstance(...args),
}));

interface ListProps {
  type: string;
  categorySlug?: string;
  setDocumentTitle?: boolean;
}

/** Stands in for the catalog's ProductList: shows the props it was given. */
function FakeProductList({ type, categorySlug, setDocumentTitle }: ListProps) {
  return (
    <section aria-label="Lista do catálogo">
      <p>tipo: {type}</p>
      <p>categoria: {categorySlug ?? 'nenhuma'}</p>
      <p>título da aba: {setDocumentTitle ? 'sim' : 'não'}</p>
    </section>
  );
}

function Exploding(): never {
  throw new Error('a bug inside the catalog');
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  forgetCatalogComponents();
  loadRemote.mockReset();
  getInstance.mockReset();
  getInstance.mockReturnValue(null);
  // Failures are reported on the console on purpose; keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useFakeApi({});
});

afterEach(() => {
  consoleError.mockRestore();
  restoreApi();
});

describe('MarketPage', () => {
  it('loads the catalog list of type affiliated-market at run time, with a skeleton meanwhile', async () => {
    let resolve: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
    renderAt('/afiliados/mercado');

    expect(screen.getByRole('heading', { level: 1, name: 'Mercado' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o mercado...');
    expect(loadRemote).toHaveBeenCalledWith('catalog/ProductList');
    expect(document.title).toBe('Mercado de afiliação | Mercado Brasil');

    resolve({ ProductList: FakeProductList, default: FakeProductList });
    const list = await screen.findByRole('region', { name: 'Lista do catálogo' });
    expect(list).toHaveTextContent('tipo: affiliated-market');
    expect(list).toHaveTextContent('categoria: nenhuma');
    // Without search or category the title is this screen's.
    expect(list).toHaveTextContent('título da aba: não');
  });

  it('gives the category of the route to the list and lets it title the page', async () => {
    loadRemote.mockResolvedValue({ default: FakeProductList });
    renderAt('/afiliados/mercado/categoria/eletronicos');

    const list = await screen.findByRole('region', { name: 'Lista do catálogo' });
    expect(list).toHaveTextContent('categoria: eletronicos');
    expect(list).toHaveTextContent('título da aba: sim');
    // The list has its own heading (the category name).
    expect(screen.queryByRole('heading', { level: 1, name: 'Mercado' })).not.toBeInTheDocument();
  });

  it('leaves the heading to the list while searching, and stays in the market', async () => {
    loadRemote.mockResolvedValue({ ProductList: FakeProductList });
    renderAt('/afiliados/mercado?search=fone');

    expect(await screen.findByRole('region', { name: 'Lista do catálogo' })).toHaveTextContent('categoria: nenhuma');
    expect(screen.queryByRole('heading', { level: 1, name: 'Mercado' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/afiliados/mercado?search=fone');
  });

  it('says so with a retry when the catalog remote is down; the retry asks the runtime again', async () => {
    loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-008 catalog')).mockResolvedValue({
      default: FakeProductList,
    });
    const { user } = renderAt('/afiliados/mercado');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o mercado.');
    expect(alert).toHaveTextContent('O restante da sua área continua funcionando.');
    // The rest of the screen is still there.
    expect(screen.getByRole('heading', { level: 1, name: 'Mercado' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Lista do catálogo' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('contains a crash of the catalog part in its place', async () => {
    loadRemote.mockResolvedValue({ default: Exploding });
    renderAt('/afiliados/mercado');

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o mercado.');
    expect(screen.getByRole('heading', { level: 1, name: 'Mercado' })).toBeInTheDocument();
  });

  it('refuses a module that is not a component', async () => {
    loadRemote.mockResolvedValue({ default: 'nada' });
    renderAt('/afiliados/mercado');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o mercado.');
  });

  it("asks the shell's runtime instance when this remote's own one does not know the catalog", async () => {
    const hostLoadRemote = jest.fn().mockResolvedValue({ default: FakeProductList });
    const own = { options: { remotes: [] } };
    const host = {
      options: { remotes: [{ name: 'catalog', entry: '/remotes/catalog/1/mf-manifest.json' }] },
      loadRemote: hostLoadRemote,
    };
    getInstance.mockImplementation((finder?: (instance: unknown) => boolean) => {
      if (!finder) return own;
      return [own, host].find((instance) => finder(instance)) ?? null;
    });
    renderAt('/afiliados/mercado');

    expect(await screen.findByRole('region', { name: 'Lista do catálogo' })).toBeInTheDocument();
    expect(hostLoadRemote).toHaveBeenCalledWith('catalog/ProductList');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
