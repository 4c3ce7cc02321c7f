/**
 * The marketplace's design system: the building blocks every app shares, styled with CSS Modules
 * on the design tokens the shell defines; its shared styles are `ui/styles/*.module.css`, composed by
 * the apps' CSS Modules. Not shared through federation: each app bundles what it imports
 * (tree-shaken), which costs the home page's first load less than one shared copy of it all.
 */
export { cx } from './lib/class-names';
export { useDocumentTitle } from './lib/use-document-title';
export { VisuallyHidden, visuallyHiddenClass } from './components/visually-hidden';
export { Skeleton, LoadingNotice } from './components/skeleton';
export { EmptyState, ErrorState, stateLinkClass } from './components/status-states';
export { LoadFailed } from './components/load-failed';
export { Pager, pagerWindow } from './components/pager';
export { copyText } from './lib/clipboard';
export { CopyButton, COPY_TEXT } from './components/copy-button';
export { ConfirmDialog } from './components/confirm-dialog';
export { Button, ButtonLink, buttonClass, textLinkClass, type ButtonVariant } from './components/button';
export { FieldLook, FormField, Optional, controlClass, type FieldControlProps } from './components/form-field';
export { TextField, NameField, SelectField, type SelectOption } from './components/field-controls';
export { Form } from './components/form';
export { StatusBadge, type BadgeTone } from './components/status-badge';
export { Money } from './components/money';
export { useForm, errorsOf, type FieldErrors, type SubmitPlan } from './hooks/use-form';
export { MaskedInput, type MaskedKind } from './components/masked-input';
export { useServerData, type ServerData } from './lib/use-server-data';
export { useAfterFirstCommit, useHydrated } from './lib/use-hydrated';
export {
  remoteLifecycles,
  remoteRootStarter,
  SERVER_RENDERED_ATTRIBUTE,
  type RemoteRootProps,
} from './lib/remote-lifecycles';
export { DataSnapshotContext, PhoneGuessContext, usePhoneGuess } from './lib/data-snapshot';
export { CodeToCopy, DigitableLineToCopy, PixCodeToCopy } from './components/code-to-copy';
export { AddressLines } from './components/address-lines';
export { remoteScreens, screenPreloader, type ScreenLoader } from './lib/remote-screens';
export { renderStandalone } from './lib/standalone';
