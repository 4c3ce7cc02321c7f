import { useRouteError } from 'react-router-dom';
import styles from './shell-crash.module.css';

/** The last line of defence: the shell itself failed. */
export function ShellCrash() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className={styles.crash} role="alert">
      <h1>Algo deu errado</h1>
      <p>Não conseguimos mostrar esta página. Recarregue para tentar de novo.</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        Recarregar a página
      </button>
      <p>
        <a href="/">Voltar para a página inicial</a>
      </p>
    </main>
  );
}
