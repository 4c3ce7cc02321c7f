import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { affiliatedMarketPath, formatBRL, getAffiliatePaymentRecords } from 'shared-contracts';
import { Page } from '../../components/page';
import {
  cx,
  EmptyState,
  ErrorState,
  LoadingNotice,
  Pager,
  Skeleton,
  useDocumentTitle,
  useServerData,
  ButtonLink,
} from 'ui';
import { StatCards, StatCardsSkeleton } from '../../components/stat-card';
import { plural } from '../../lib/format';
import { usePageParam, withPage } from '../../lib/use-page-param';
import { StatementTable } from './statement-table';
import styles from './payment-records.module.css';

/** /afiliados/extrato — 'Extrato': balances and every commission credit and payout. */
export function PaymentRecordsPage() {
  useDocumentTitle('Extrato');
  const page = usePageParam();
  const [params] = useSearchParams();
  const records = useServerData(['/api/affiliates/payment-records', page], () => getAffiliatePaymentRecords(page), {
    private: true,
  });
  const shown = records.status === 'error' ? undefined : (records.data ?? records.previous);
  const summaryId = useId();
  const listId = useId();

  return (
    <Page
      title="Extrato"
      lead="Suas comissões e os pagamentos feitos via Pix. Comissões ficam disponíveis 30 dias após a venda."
    >
      {records.status === 'error' && (
        <ErrorState title="Não foi possível carregar o seu extrato." onRetry={records.refetch} />
      )}

      {!shown && records.status === 'loading' && (
        <>
          <LoadingNotice label="Carregando seu extrato..." />
          <StatCardsSkeleton count={3} />
          <div className={styles.skeletonRows} aria-hidden="true">
            {Array.from({ length: 6 }, (_, row) => (
              <Skeleton key={row} height="2.75rem" />
            ))}
          </div>
        </>
      )}

      {shown && (
        <>
          <section className={styles.section} aria-labelledby={summaryId}>
            <h2 id={summaryId} className={styles.sectionTitle}>
              Resumo
            </h2>
            <StatCards
              label="Resumo"
              stats={[
                { label: 'Saldo disponível', value: formatBRL(shown.summary.balance_available), highlight: true },
                { label: 'A liberar', value: formatBRL(shown.summary.balance_pending) },
                { label: 'Total recebido', value: formatBRL(shown.summary.total_paid) },
              ]}
            />
          </section>

          <section className={styles.section} aria-labelledby={listId}>
            <h2 id={listId} className={styles.sectionTitle}>
              Lançamentos
            </h2>
            <p className={styles.count} role="status" aria-live="polite">
              {records.status === 'success' &&
                shown.records.total > 0 &&
                `${plural(shown.records.total, 'lançamento', 'lançamentos')}, do mais recente ao mais antigo.`}
            </p>
            {shown.records.total === 0 ? (
              <EmptyState
                title="Seu extrato ainda está vazio."
                actions={<ButtonLink to={affiliatedMarketPath()}>Escolher produtos no Mercado</ButtonLink>}
              >
                <p>As comissões das suas vendas e os pagamentos aparecem aqui.</p>
              </EmptyState>
            ) : (
              <div
                className={cx(records.status === 'loading' && styles.reloading)}
                aria-busy={records.status === 'loading'}
              >
                <StatementTable entries={shown.records.data} />
              </div>
            )}
            <Pager
              current={shown.records.current_page}
              last={shown.records.last_page}
              hrefFor={(target) => withPage(params, target)}
            />
          </section>
        </>
      )}
    </Page>
  );
}
