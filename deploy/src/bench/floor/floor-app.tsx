/**
 * The floor page: the least a client-rendered React 19 shopper page can be. A header, a banner and
 * twelve product cards drawn from inline data, no router, no data fetching, no federation. The
 * bench builds it in every run and measures the site's pages beside it.
 */
import { createRoot } from 'react-dom/client';
import { FLOOR_PRODUCTS, floorImagePath, floorProductPath, type FloorProduct } from './floor-products.js';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function ProductCard({ product }: { product: FloorProduct }) {
  return (
    <li className="card">
      <a className="card-link" href={floorProductPath(product)}>
        <img className="card-img" src={floorImagePath(product)} alt={product.name} width={400} height={400} />
        <span className="card-name">{product.name}</span>
        <span className="card-price">{brl.format(product.price)}</span>
        <span className="card-installments">ou 10× de {brl.format(product.price / 10)} sem juros</span>
      </a>
    </li>
  );
}

export function FloorPage() {
  return (
    <>
      <header className="top">
        <a className="brand" href="/">
          Mercado Brasil
        </a>
        <form className="search" role="search" action="/busca">
          <label className="sr-only" htmlFor="floor-search">
            Buscar produtos
          </label>
          <input id="floor-search" name="search" type="search" placeholder="Buscar produtos" />
        </form>
      </header>
      <main className="page">
        <a className="banner" href="/busca?search=ofertas">
          <img
            className="banner-img"
            src="/img/banner.svg"
            alt="Ofertas da semana: até 40% de desconto"
            width={768}
            height={640}
          />
        </a>
        <h1 className="title">Mais vendidos</h1>
        <ul className="cards">
          {FLOOR_PRODUCTS.map((product) => (
            <ProductCard key={product.slug} product={product} />
          ))}
        </ul>
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<FloorPage />);
