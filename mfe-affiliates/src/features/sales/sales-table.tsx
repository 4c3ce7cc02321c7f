import { Link } from 'react-router';
import { affiliatedProductPath, formatBRL, formatDate, type AffiliateSale } from 'shared-contracts';
import table from '../../components/data-table.module.css';
import { StatusBadge, cx } from 'ui';
import { formatPercent } from '../../lib/format';
import styles from './sales.module.css';

const COLUMNS = ['Data', 'Pedido', 'Produto', 'Valor da venda', 'Comissão', 'Situação'] as const;

/** The sales of one page: a table from 769 px, one card per sale on phones. */
export function SalesTable({ sales }: { sales: readonly AffiliateSale[] }) {
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <caption>Vendas pelos seus links</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}

                scope="col"
                className={column === 'Valor da venda' || column === 'Comissão' ? table.number : undefined}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sales.map((sale) => {
            const canceled = sale.status === 'canceled';
            return (
              <tr key={sale.id}>
                <td data-label="Data">{formatDate(sale.created_at)}</td>
                <td data-label="Pedido">{sale.order_reference}</td>
                <td data-label="Produto" className={table.main}>
                  {sale.product ? (
                    <Link
                      className={styles.productLink}
                      to={affiliatedProductPath(sale.product.seller_slug, sale.product.slug)}
                    >
                      {sale.product_name}
                    </Link>
                  ) : (
                    sale.product_name
                  )}
                </td>
                <td data-label="Valor da venda" className={table.number}>
                  {formatBRL(sale.sale_amount)}
                </td>
                <td data-label="Comissão" className={cx(table.number, canceled && styles.canceled)}>
                  {formatBRL(sale.commission_amount)}
                  <span className={styles.percent}>{formatPercent(sale.commission_percent)}</span>
                </td>
                <td data-label="Situação">
                  <StatusBadge tone={sale.status} label={sale.status_label} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
