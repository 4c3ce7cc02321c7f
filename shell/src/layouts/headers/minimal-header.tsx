import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { homePath } from 'shared-contracts';
import { BackIcon } from '../parts/icons';
import { LogoLink } from '../parts/logo';
import styles from './minimal-header.module.css';

/** The router gives the first entry of a history the key 'default': there is nothing to go back to. */
const FIRST_ENTRY_KEY = 'default';

/**
 * The minimal header of cart and login (L-01): the logo and 'Voltar', which goes back in history,
 * or home when the page was opened directly.
 */
export function MinimalHeader() {
  const location = useLocation();
  const navigate = useNavigate();
  const canGoBack = location.key !== FIRST_ENTRY_KEY;

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (!canGoBack) return; // the link itself goes home
    event.preventDefault();
    void navigate(-1);
  }

  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <LogoLink />
        <Link className={styles.back} to={homePath()} onClick={goBack}>
          <BackIcon />
          Voltar
        </Link>
      </div>
    </header>
  );
}
