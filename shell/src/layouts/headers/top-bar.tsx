import { Link } from 'react-router-dom';
import { COMPANY } from 'shared-contracts';
import { cx } from 'ui';
import { NewTabNotice } from '../parts/new-tab-notice';
import styles from './top-bar.module.css';

export const BECOME_AFFILIATE_PATH = '/seja-um-afiliado';
export const HELP_CENTER_PATH = '/central-de-atendimento';

/** The three top-bar links (L-09): selling opens the external page in a new tab. */
export function TopBarLinks({ stacked = false, onNavigate }: { stacked?: boolean; onNavigate?: () => void }) {
  return (
    <ul className={cx(styles.list, stacked && styles.stacked)}>
      <li>
        <a
          className={styles.link}
          href={COMPANY.sellUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
        >
          Venda seus produtos
          <NewTabNotice />
        </a>
      </li>
      <li>
        <Link className={styles.link} to={BECOME_AFFILIATE_PATH} onClick={onNavigate}>
          Seja um afiliado
        </Link>
      </li>
      <li>
        <Link className={styles.link} to={HELP_CENTER_PATH} onClick={onNavigate}>
          Central de Atendimento
        </Link>
      </li>
    </ul>
  );
}

export function TopBar() {
  return (
    <nav className={styles.bar} aria-label="Links institucionais">
      <div className={styles.inner}>
        <TopBarLinks />
      </div>
    </nav>
  );
}
