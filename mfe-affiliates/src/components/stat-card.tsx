import type { ReactNode } from 'react';
import { cx, Skeleton } from 'ui';
import styles from './stat-card.module.css';

export interface Stat {
  label: string;
  value: ReactNode;
  hint?: string;
  highlight?: boolean;
}

/** Figures side by side: label above, value below (a list, so screen readers count them). */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <ul className={styles.stats} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={cx(styles.stat, stat.highlight && styles.highlight)}>
          <p className={styles.label}>{stat.label}</p>
          <p className={styles.value}>{stat.value}</p>
          {stat.hint && <p className={styles.hint}>{stat.hint}</p>}
        </li>
      ))}
    </ul>
  );
}

/** The same cards while the figures load. */
export function StatCardsSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.stats} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.stat}>
          <Skeleton width="60%" height="0.875rem" />
          <Skeleton width="80%" height="1.65rem" />
        </div>
      ))}
    </div>
  );
}
