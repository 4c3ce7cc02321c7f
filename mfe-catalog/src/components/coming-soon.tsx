import { Link } from 'react-router';
import type { RouteName } from 'shared-contracts';
import styles from './coming-soon.module.css';

const titles: Partial<Record<RouteName, string>> = {
  home: 'Mercado Brasil',
  category: 'Categoria',
  search: 'Busca',
  product: 'Produto',
  'store-list': 'Lojas',
  store: 'Loja',
  blog: 'Blog',
  'blog-post': 'Blog',
  page: 'Mercado Brasil',
  'not-found': 'Página não encontrada',
};

/** An honest state for a storefront screen that is not open yet. */
export function ComingSoon({ route }: { route: RouteName }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{titles[route] ?? 'Mercado Brasil'}</h1>
      <p className={styles.text}>
        Nossa vitrine está sendo montada e abre em breve, com produtos de lojas de todo o Brasil.
      </p>
      <Link className={styles.link} to="/">
        Ir para a página inicial
      </Link>
    </div>
  );
}
