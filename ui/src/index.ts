/**
 * The marketplace's design system: the building blocks every app shares, styled with CSS Modules
 * on the design tokens the shell defines. Not shared through federation: each app bundles what it
 * imports (tree-shaken), which costs the home page's first load less than one shared copy of it all.
 */
export { cx } from './lib/class-names';
export { useDocumentTitle } from './lib/use-document-title';
export { VisuallyHidden, visuallyHiddenClass } from './components/visually-hidden';
export { Skeleton, LoadingNotice } from './components/skeleton';
export { EmptyState, ErrorState, stateLinkClass } from './components/status-states';
export { Pager, pagerWindow } from './components/pager';
export { copyText } from './lib/clipboard';
export { CopyButton, COPY_TEXT } from './components/copy-button';
export { ConfirmDialog } from './components/confirm-dialog';
export { useServerData, type ServerData } from './lib/use-server-data';
