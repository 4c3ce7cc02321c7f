import { formatBRL } from 'shared-contracts';
import { cx } from '../lib/class-names';
import styles from './money.module.css';

interface MoneyProps {
  /** In reais. */
  value: number;
  className?: string | undefined;
}

/** An amount in reais ('R$ 1.234,56'), never broken across lines. */
export function Money({ value, className }: MoneyProps) {
  return <span className={cx(styles.money, className)}>{formatBRL(value)}</span>;
}
