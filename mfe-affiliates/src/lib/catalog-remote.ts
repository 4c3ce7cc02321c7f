import { getInstance, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/**
 * The catalog remote's exposes this remote reuses, loaded at run time through the federation
 * runtime (never imported from the catalog's sources). Their props as the catalog documents them.
 */
export interface CatalogProductListProps {
  type: 'affiliated-market';
  /** The category of the route (affiliated-market-category). */
  categorySlug?: string;
  /** The tab title follows the list's heading. */
  setDocumentTitle?: boolean;
}

export interface CatalogProductPageProps {
  /** Commission and maximum price instead of buying; related products link into the market. */
  affiliate?: boolean;
  setDocumentTitle?: boolean;
}

export interface CatalogExposes {
  ProductList: CatalogProductListProps;
  ProductPage: CatalogProductPageProps;
}

export type CatalogExposeName = keyof CatalogExposes;

const CATALOG = 'catalog';

type Instance = NonNullable<ReturnType<typeof getInstance>>;

const knowsCatalog = (instance: Instance): boolean =>
  instance.options.remotes.some((remote) => remote.name === CATALOG || remote.alias === CATALOG);

/**
 * loadRemote('catalog/…'). The shell registered 'catalog' from the live pointer with its runtime;
 * when this remote's own runtime instance does not know it, the call goes to the instance that
 * does (the shell's), so the catalog is fetched and initialised once per page, previews included.
 */
async function loadCatalogModule(expose: CatalogExposeName): Promise<unknown> {
  const id = `${CATALOG}/${expose}`;
  const own = getInstance();
  if (!own || !knowsCatalog(own)) {
    const host = getInstance(knowsCatalog);
    if (host) return host.loadRemote<unknown>(id);
  }
  return loadRemote<unknown>(id);
}

function isComponent(value: unknown): value is ComponentType<never> {
  // Function components, and the objects of memo / forwardRef.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

const loaded = new Map<CatalogExposeName, ComponentType<never>>();

/** A component the catalog already gave this page, to show at once without a loading state. */
export function loadedCatalogComponent<N extends CatalogExposeName>(
  expose: N,
): ComponentType<CatalogExposes[N]> | undefined {
  return loaded.get(expose) as ComponentType<CatalogExposes[N]> | undefined;
}

/**
 * The component of a catalog expose (its named export, or its default). A failure is not kept:
 * the next call asks the runtime again, which fetches the remote anew.
 */
export async function loadCatalogComponent<N extends CatalogExposeName>(
  expose: N,
): Promise<ComponentType<CatalogExposes[N]>> {
  const cached = loadedCatalogComponent(expose);
  if (cached) return cached;
  const module = await loadCatalogModule(expose);
  const exports = (typeof module === 'object' && module !== null ? module : {}) as Record<string, unknown>;
  const component = exports[expose] ?? exports.default ?? module;
  if (!isComponent(component)) throw new Error(`catalog/${expose} is not a component`);
  loaded.set(expose, component);
  return component as ComponentType<CatalogExposes[N]>;
}

/** For tests: forgets what was loaded. */
export function forgetCatalogComponents(): void {
  loaded.clear();
}
