import { remoteServerApp } from 'ui/server';
import { CatalogRoutes } from './catalog-routes';

/** This remote's server build's './app': the same routes as the browser's, drawn to HTML. */
export const { renderToHtml } = remoteServerApp(CatalogRoutes);
