import { useNavigate, useSearchParams } from 'react-router';
import {
  AFFILIATE_SALE_STATUSES,
  affiliatedMarketPath,
  affiliatedSalesPath,
  bodyOf,
  firstErrorPerField,
  formatBRL,
  getAffiliateSales,
  statusOf,
  type AffiliateSaleStatus,
  type AffiliateSalesFilters,
} from 'shared-contracts';
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
  Button,
  ButtonLink,
} from 'ui';
import { plural } from '../../lib/format';
import { usePageParam, withPage } from '../../lib/use-page-param';
import { SalesFilters, type SalesFilterErrors, type SalesFilterValues } from './sales-filters';
import { SalesTable } from './sales-table';
import styles from './sales.module.css';

function statusParam(value: string | null): AffiliateSaleStatus | '' {
  return (AFFILIATE_SALE_STATUSES as readonly string[]).includes(value ?? '') ? (value as AffiliateSaleStatus) : '';
}

/** The filters as the URL holds them (what the list shows is always what the URL says). */
function filtersOf(params: URLSearchParams): SalesFilterValues {
  return { status: statusParam(params.get('status')), from: params.get('from') ?? '', to: params.get('to') ?? '' };
}

function searchOf(values: SalesFilterValues): string {
  const params = new URLSearchParams();
  if (values.status) params.set('status', values.status);
  if (values.from) params.set('from', values.from);
  if (values.to) params.set('to', values.to);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** /afiliados/vendas — 'Vendas': the sales the links brought, filtered by status and period. */
export function SalesPage() {
  useDocumentTitle('Vendas');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = usePageParam();
  const filters = filtersOf(params);
  const request: AffiliateSalesFilters = {
    page,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
  const sales = useServerData(['/api/affiliates/sales', request], () => getAffiliateSales(request), { private: true });
  const filtered = filters.status !== '' || filters.from !== '' || filters.to !== '';

  const invalid = sales.status === 'error' && statusOf(sales.error) === 422;
  const fieldErrors: SalesFilterErrors = invalid ? firstErrorPerField(bodyOf(sales.error)) : {};
  const shown = invalid || sales.status === 'error' ? undefined : (sales.data ?? sales.previous);

  const apply = (values: SalesFilterValues) => void navigate(affiliatedSalesPath() + searchOf(values));
  const clear = () => void navigate(affiliatedSalesPath());

  return (
    <Page title="Vendas" lead="Cada venda feita pelos seus links, com a comissão e a situação do pagamento.">
      {/* Keyed by the URL: back and forward bring the form along with the list. */}
      <SalesFilters key={searchOf(filters)} initial={filters} errors={fieldErrors} onApply={apply} onClear={clear} />

      <div className={styles.summary} role="status" aria-live="polite">
        {sales.status === 'success' && (
          <>
            <p className={styles.count}>
              {sales.data.totals.count === 1
                ? '1 venda encontrada'
                : `${plural(sales.data.totals.count, 'venda', 'vendas')} encontradas`}
            </p>
            {sales.data.totals.count > 0 && (
              <ul className={styles.totals}>
                <li>
                  Total vendido: <strong>{formatBRL(sales.data.totals.sale_amount)}</strong>
                </li>
                <li>
                  Comissões: <strong>{formatBRL(sales.data.totals.commission_amount)}</strong>
                </li>
              </ul>
            )}
            {sales.data.totals.canceled_count > 0 && sales.data.totals.canceled_count < sales.data.totals.count && (
              <p className={styles.note}>Vendas canceladas não entram nos totais.</p>
            )}
          </>
        )}
      </div>

      {invalid && (
        <EmptyState title="Revise os filtros.">
          <p>{Object.values(fieldErrors)[0] ?? 'Os filtros informados são inválidos.'}</p>
        </EmptyState>
      )}

      {sales.status === 'error' && !invalid && (
        <ErrorState title="Não foi possível carregar as suas vendas." onRetry={sales.refetch} />
      )}

      {!shown && sales.status === 'loading' && <SalesSkeleton />}

      {shown && shown.total === 0 && sales.status === 'success' && (
        <EmptyState
          title={filtered ? 'Nenhuma venda encontrada com estes filtros.' : 'Você ainda não tem vendas.'}
          actions={
            filtered ? (
              <Button variant="quiet" onClick={clear}>
                Limpar filtros
              </Button>
            ) : (
              <ButtonLink to={affiliatedMarketPath()}>Escolher produtos no Mercado</ButtonLink>
            )
          }
        >
          {!filtered && <p>Quando alguém comprar pelos seus links, a venda aparece aqui.</p>}
        </EmptyState>
      )}

      {shown && shown.data.length > 0 && (
        <div className={cx(sales.status === 'loading' && styles.reloading)} aria-busy={sales.status === 'loading'}>
          <SalesTable sales={shown.data} />
        </div>
      )}

      {shown && (
        <Pager current={shown.current_page} last={shown.last_page} hrefFor={(target) => withPage(params, target)} />
      )}
    </Page>
  );
}

function SalesSkeleton() {
  return (
    <div className={styles.skeletonRows} aria-busy="true">
      <LoadingNotice label="Carregando suas vendas..." />
      <div aria-hidden="true" className={styles.skeletonRows}>
        <Skeleton width="12rem" height="1.25rem" />
        {Array.from({ length: 6 }, (_, row) => (
          <Skeleton key={row} height="2.75rem" />
        ))}
      </div>
    </div>
  );
}
