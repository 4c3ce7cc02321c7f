import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PAGE_KEYS, getStores } from 'shared-contracts';
import { CardList, CardListSkeleton } from '../../components/card-list';
import { PageContainer } from '../../components/page-container';
import { EmptyState, ErrorState, Pager, useDocumentTitle, useServerData } from 'ui';
import { formatCount } from '../../lib/format';
import { StoreCard, StoreCardSkeleton } from './store-card';
import screen from '../../components/screen.module.css';
import styles from './store-list-page.module.css';

function positive(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** The search box; keyed by the URL's search, so back/forward refill it. */
function StoreSearch({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const id = useId();
  const [text, setText] = useState(initial);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={`${id}-search`}>Buscar lojas</label>
      <div className={styles.searchRow}>
        <input
          id={`${id}-search`}
          type="search"
          name="search"
          value={text}
          placeholder="Nome da loja"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit">Buscar</button>
      </div>
    </form>
  );
}

/** /lojas: every store, searchable by name, paged; search and page live in the URL. */
export function StoreListPage() {
  useDocumentTitle('Lojas');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const page = positive(params.get('page'));
  const resource = useServerData(
    ['/api/stores', page, search],
    () => getStores({ page, ...(search ? { search } : {}) }),
    { pageKey: PAGE_KEYS.stores(page, search) },
  );
  const stores = resource.data ?? resource.previous;

  function searchFor(text: string) {
    setParams(text ? new URLSearchParams({ search: text }) : new URLSearchParams());
  }

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };

  return (
    <PageContainer>
      <div className={screen.column}>
        <header className={screen.header}>
          <h1 className={screen.title}>Lojas</h1>
          <p className={screen.muted}>Conheça as lojas que vendem no Mercado Brasil.</p>
        </header>
        <StoreSearch key={search} initial={search} onSearch={searchFor} />

        <div aria-busy={resource.status === 'loading'} className={styles.results}>
          {resource.status === 'error' ? (
            <ErrorState onRetry={resource.refetch} title="Não foi possível carregar as lojas." />
          ) : !stores ? (
            <CardListSkeleton className={styles.grid} card={<StoreCardSkeleton />} />
          ) : stores.data.length === 0 ? (
            <EmptyState title={search ? `Nenhuma loja encontrada para "${search}".` : 'Nenhuma loja por aqui ainda.'} />
          ) : (
            <>
              <p className={screen.muted} aria-live="polite">
                {stores.total === 1 ? '1 loja encontrada' : `${formatCount(stores.total)} lojas encontradas`}
              </p>
              <CardList items={stores.data} className={styles.grid}>
                {(store) => <StoreCard store={store} />}
              </CardList>
              <Pager current={stores.current_page} last={stores.last_page} hrefFor={hrefFor} label="Páginas de lojas" />
            </>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
