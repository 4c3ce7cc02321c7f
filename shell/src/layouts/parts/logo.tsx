import { Link } from 'react-router-dom';
import { homePath } from 'shared-contracts';
import { cx } from 'ui';
import styles from './logo.module.css';

export const LOGO_HOME_LABEL = 'Mercado Brasil — página inicial';

/** The brand: a shopping-bag mark and the wordmark 'Mercado Brasil'. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={cx(styles.logo, inverse && styles.inverse)}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#0b6e4f" />
        <path d="M11 15h18l-1.6 15.2a2 2 0 0 1-2 1.8H14.6a2 2 0 0 1-2-1.8z" fill="#ffffff" />
        <path
          d="M15.5 15v-2.5a4.5 4.5 0 0 1 9 0V15"
          fill="none"
          stroke="#ffffff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <path d="M20 19.5l4.5 4.5-4.5 4.5-4.5-4.5z" fill="#ffc94d" />
      </svg>
      <span className={styles.wordmark}>
        Mercado <strong>Brasil</strong>
      </span>
    </span>
  );
}

/** The logo as the link home (L-04). */
export function LogoLink({ inverse = false, onNavigate }: { inverse?: boolean; onNavigate?: () => void }) {
  return (
    <Link to={homePath()} className={styles.homeLink} aria-label={LOGO_HOME_LABEL} onClick={onNavigate}>
      <Logo inverse={inverse} />
    </Link>
  );
}
