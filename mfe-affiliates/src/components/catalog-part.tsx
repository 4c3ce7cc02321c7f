import { Component, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import {
  loadCatalogComponent,
  loadedCatalogComponent,
  type CatalogExposeName,
  type CatalogExposes,
} from '../lib/catalog-remote';
import { cx, ErrorState, LoadingNotice, Skeleton } from 'ui';
import styles from './catalog-part.module.css';

type LoadState<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

class PartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[affiliates] a part of the catalog failed', error, info.componentStack);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Stands in for the market's sliders or result grid: a heading and a row of cards, twice. */
export function ListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <LoadingNotice label="Carregando o mercado..." />
      {[0, 1].map((row) => (
        <div key={row} className={styles.row} aria-hidden="true">
          <Skeleton width="12rem" height="1.6rem" />
          <div className={styles.cards}>
            {[0, 1, 2, 3].map((card) => (
              <div key={card} className={styles.card}>
                <Skeleton ratio="1 / 1" />
                <Skeleton lines={2} />
                <Skeleton width="50%" height="1.25rem" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Stands in for the product page: gallery and the information beside it, in a page frame. */
export function ProductSkeleton() {
  return (
    <div className={cx(styles.skeleton, styles.framed)} aria-busy="true">
      <LoadingNotice label="Carregando produto..." />
      <div className={styles.product} aria-hidden="true">
        <Skeleton ratio="1 / 1" />
        <div className={styles.info}>
          <Skeleton width="40%" height="1rem" />
          <Skeleton lines={2} />
          <Skeleton width="12rem" height="2.5rem" />
          <Skeleton width="100%" height="3rem" />
        </div>
      </div>
    </div>
  );
}

interface CatalogPartProps<N extends CatalogExposeName> {
  expose: N;
  props: CatalogExposes[N];
  skeleton: ReactNode;
  /** Says what could not be shown, e.g. 'Não foi possível carregar o mercado.' */
  errorTitle: string;
  /** The part draws its own page frame (the product page): its failure gets one here. */
  framed?: boolean;
}

/**
 * A module the catalog remote exposes, loaded at run time through the federation runtime: a
 * skeleton while it comes, and 'Tentar novamente' here when the catalog is down or the part
 * throws. The rest of the affiliate area keeps working either way.
 */
export function CatalogPart<N extends CatalogExposeName>({
  expose,
  props,
  skeleton,
  errorTitle,
  framed = false,
}: CatalogPartProps<N>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<CatalogExposes[N]>>(() => {
    const ready = loadedCatalogComponent(expose);
    return ready ? { status: 'ready', Component: ready } : { status: 'loading' };
  });

  useEffect(() => {
    let current = true;
    loadCatalogComponent(expose).then(
      (Component) => {
        if (current)
          setState((previous) =>
            previous.status === 'ready' && previous.Component === Component ? previous : { status: 'ready', Component },
          );
      },
      (error: unknown) => {
        console.error(`[affiliates] catalog/${expose} could not be loaded`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [expose, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const failure = (
    <div className={framed ? styles.framed : undefined}>
      <ErrorState
        title={errorTitle}
        message="Parte do catálogo está fora do ar. O restante da sua área continua funcionando."
        onRetry={retry}
      />
    </div>
  );

  if (state.status === 'loading') return <>{skeleton}</>;
  if (state.status === 'failed') return failure;
  const { Component: Part } = state;
  return (
    <PartBoundary key={attempt} fallback={failure}>
      <Part {...props} />
    </PartBoundary>
  );
}
