import { VisuallyHidden } from 'ui';
import styles from './remote-fallback.module.css';

/** What the content slot shows while a remote loads: blocks sized like a page, so nothing jumps. */
export function RemoteLoading() {
  return (
    <div className={styles.loading} role="status">
      <VisuallyHidden>Carregando…</VisuallyHidden>
      <div className={styles.bar} />
      <div className={styles.block} />
      <div className={styles.bar} />
      <div className={styles.bar} />
    </div>
  );
}

/** What the content slot shows when its remote cannot be loaded or fails. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="alert">
      <h1 className={styles.title}>Não foi possível carregar esta parte do site</h1>
      <p className={styles.text}>
        O restante do site continua funcionando. Verifique sua conexão e tente de novo; se o problema continuar, volte
        em alguns minutos.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}
