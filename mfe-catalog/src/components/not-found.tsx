import { Link } from 'react-router';
import { homePath, searchPath } from 'shared-contracts';
import styles from './not-found.module.css';
import { useDocumentTitle } from 'ui';

export const NOT_FOUND_TITLE = 'Página não encontrada';

/** Unknown path, product, store, post or page: says so and leads home. */
export function NotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{NOT_FOUND_TITLE}</h1>
      <p className={styles.text}>O endereço pode ter mudado ou o conteúdo não está mais disponível.</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={homePath()}>
          Ir para a página inicial
        </Link>
        <Link className={styles.secondary} to={searchPath()}>
          Ver todos os produtos
        </Link>
      </div>
    </div>
  );
}
