import { useId } from 'react';
import { Link } from 'react-router';
import {
  affiliatedMarketPath,
  affiliatedPaymentRecordsPath,
  formatBRL,
  getAffiliateDashboard,
  type AffiliateDashboard,
} from 'shared-contracts';
import { Page, pageStyles } from '../../components/page';
import {
  EmptyState,
  ErrorState,
  LoadingNotice,
  Skeleton,
  useDocumentTitle,
  useServerData,
  visuallyHiddenClass,
  ButtonLink,
  textLinkClass,
} from 'ui';
import { StatCards, StatCardsSkeleton } from '../../components/stat-card';
import { formatCount, formatPercent } from '../../lib/format';
import { CommissionChart } from './commission-chart';
import { TopProducts } from './top-products';
import styles from './dashboard.module.css';

/** /afiliados/home — 'Painel': balances, the last 30 days, six months of commission, top products. */
export function HomePage() {
  useDocumentTitle('Painel do afiliado');
  const dashboard = useServerData('/api/affiliates/dashboard', getAffiliateDashboard, { private: true });

  return (
    <Page
      title="Painel"
      lead="Acompanhe seu saldo, seus cliques e as comissões das suas vendas."
      actions={
        <>
          <ButtonLink to={affiliatedMarketPath()}>Ir para o Mercado</ButtonLink>
          <ButtonLink variant="secondary" to={affiliatedPaymentRecordsPath()}>
            Ver extrato
          </ButtonLink>
        </>
      }
    >
      {dashboard.status === 'loading' && <DashboardSkeleton />}
      {dashboard.status === 'error' && (
        <ErrorState title="Não foi possível carregar o seu painel." onRetry={dashboard.refetch} />
      )}
      {dashboard.status === 'success' && <DashboardView dashboard={dashboard.data} />}
    </Page>
  );
}

function DashboardView({ dashboard }: { dashboard: AffiliateDashboard }) {
  const balanceId = useId();
  const recentId = useId();
  const topId = useId();
  const noSales = dashboard.top_products.length === 0 && dashboard.sales_by_month.every((month) => month.sales === 0);

  return (
    <>
      <p role="status" className={visuallyHiddenClass}>
        Painel carregado. Saldo disponível de {formatBRL(dashboard.balance_available)}.
      </p>

      <section className={styles.section} aria-labelledby={balanceId}>
        <h2 id={balanceId} className={styles.sectionTitle}>
          Seu saldo
        </h2>
        <StatCards
          label="Seu saldo"
          stats={[
            {
              label: 'Saldo disponível',
              value: formatBRL(dashboard.balance_available),
              hint: 'Comissões aprovadas, pagas no próximo repasse.',
              highlight: true,
            },
            {
              label: 'A liberar',
              value: formatBRL(dashboard.balance_pending),
              hint: 'Vendas dentro do prazo de garantia.',
            },
            { label: 'Total recebido', value: formatBRL(dashboard.total_paid) },
          ]}
        />
      </section>

      <section className={styles.section} aria-labelledby={recentId}>
        <h2 id={recentId} className={styles.sectionTitle}>
          Últimos 30 dias
        </h2>
        <StatCards
          label="Últimos 30 dias"
          stats={[
            { label: 'Cliques', value: formatCount(dashboard.clicks_30d) },
            { label: 'Vendas', value: formatCount(dashboard.sales_30d) },
            { label: 'Comissão', value: formatBRL(dashboard.commission_30d) },
            { label: 'Taxa de conversão', value: formatPercent(dashboard.conversion_rate_30d) },
          ]}
        />
      </section>

      {noSales && (
        <EmptyState
          title="Você ainda não tem vendas."
          actions={<ButtonLink to={affiliatedMarketPath()}>Escolher produtos no Mercado</ButtonLink>}
        >
          <p>Escolha produtos no Mercado, compartilhe seus links e acompanhe aqui as comissões.</p>
        </EmptyState>
      )}

      <div className={styles.columns}>
        <div className={pageStyles.card}>
          <CommissionChart months={dashboard.sales_by_month} />
        </div>
        <section className={pageStyles.card} aria-labelledby={topId}>
          <h2 id={topId} className={styles.caption}>
            Produtos que mais rendem
          </h2>
          <TopProducts products={dashboard.top_products} />
          <div className={styles.links}>
            <Link className={textLinkClass} to={affiliatedMarketPath()}>
              Encontrar mais produtos no Mercado
            </Link>
            <Link className={textLinkClass} to={affiliatedPaymentRecordsPath()}>
              Ver extrato completo
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

function DashboardSkeleton() {
  return (
    <>
      <LoadingNotice label="Carregando seu painel..." />
      <div className={styles.section} aria-hidden="true">
        <Skeleton width="8rem" height="1.35rem" />
        <StatCardsSkeleton count={3} />
      </div>
      <div className={styles.section} aria-hidden="true">
        <Skeleton width="10rem" height="1.35rem" />
        <StatCardsSkeleton count={4} />
      </div>
      <div className={styles.columns} aria-hidden="true">
        <div className={pageStyles.card}>
          <Skeleton width="16rem" height="1.35rem" />
          <Skeleton lines={6} />
        </div>
        <div className={pageStyles.card}>
          <Skeleton width="12rem" height="1.35rem" />
          <Skeleton lines={5} />
        </div>
      </div>
    </>
  );
}
