import { formatBRL, formatDate, type AffiliateStatementEntry } from 'shared-contracts';
import table from '../../components/data-table.module.css';
import { StatusBadge, type BadgeTone, VisuallyHidden, visuallyHiddenClass } from 'ui';
import styles from './payment-records.module.css';

/** How each entry's status reads in the statement. */
function statusOf(entry: AffiliateStatementEntry): { tone: BadgeTone; label: string } {
  if (entry.type === 'payout') return { tone: 'paid', label: 'Pago' };
  if (entry.status === 'pending') return { tone: 'pending', label: 'A liberar' };
  if (entry.status === 'approved') return { tone: 'approved', label: 'Disponível' };
  return { tone: 'paid', label: 'Paga' };
}

/** '+ R$ 10,00' for a credit, '− R$ 100,00' for a payout (the sign in words for screen readers). */
function Amount({ value }: { value: number }) {
  const payout = value < 0;
  return (
    <span className={payout ? table.negative : table.positive}>
      <span aria-hidden="true">{payout ? '− ' : '+ '}</span>
      <VisuallyHidden>{payout ? 'saída de ' : 'entrada de '}</VisuallyHidden>
      {formatBRL(Math.abs(value))}
    </span>
  );
}

/** Commission credits and payouts, newest first: a table from 769 px, cards on phones. */
export function StatementTable({ entries }: { entries: readonly AffiliateStatementEntry[] }) {
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <caption className={visuallyHiddenClass}>Lançamentos do extrato</caption>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Descrição</th>
            <th scope="col">Situação</th>
            <th scope="col" className={table.number}>
              Valor
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const status = statusOf(entry);
            return (
              <tr key={entry.id}>
                <td data-label="Data">{formatDate(entry.date)}</td>
                <td data-label="Descrição" className={table.main}>
                  {entry.description}
                  <span className={styles.reference}>{entry.reference}</span>
                </td>
                <td data-label="Situação">
                  <StatusBadge tone={status.tone} label={status.label} />
                </td>
                <td data-label="Valor" className={table.number}>
                  <Amount value={entry.amount} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
