import { useId } from 'react';
import { formatBRL, type AffiliateMonthFigures } from 'shared-contracts';
import { cx, visuallyHiddenClass } from 'ui';
import { formatCount, formatMonthLong, formatMonthShort } from '../../lib/format';
import styles from './dashboard.module.css';

/**
 * Commission of the last six months as horizontal bars (drawn with CSS, hidden from assistive
 * technology) and the same figures as a table that only screen readers meet.
 */
export function CommissionChart({ months }: { months: readonly AffiliateMonthFigures[] }) {
  const captionId = useId();
  const highest = Math.max(0, ...months.map((month) => month.commission));
  const last = months[months.length - 1]?.month;
  const empty = months.every((month) => month.sales === 0);

  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        Comissões nos últimos 6 meses
      </figcaption>
      <ol className={styles.bars} aria-hidden="true">
        {months.map((month) => (
          <li key={month.month} className={styles.barRow}>
            <span className={styles.barLabel}>{formatMonthShort(month.month)}</span>
            <span className={styles.barTrack}>
              <span
                className={cx(styles.bar, month.month === last && styles.barCurrent)}
                style={{ width: highest > 0 ? `${(month.commission / highest) * 100}%` : '0' }}
              />
            </span>
            <span className={styles.barValue}>{formatBRL(month.commission)}</span>
          </li>
        ))}
      </ol>
      <p className={styles.chartNote}>
        {empty ? 'Nenhuma venda nos últimos 6 meses.' : 'O mês atual, em destaque, ainda está em andamento.'}
      </p>
      {/* A wrapper takes the hiding: a table ignores the 1 px width and would widen the page. */}
      <div className={visuallyHiddenClass}>
        <table>
          <caption>Vendas e comissões por mês</caption>
          <thead>
            <tr>
              <th scope="col">Mês</th>
              <th scope="col">Vendas</th>
              <th scope="col">Comissão</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row">{formatMonthLong(month.month)}</th>
                <td>{formatCount(month.sales)}</td>
                <td>{formatBRL(month.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
