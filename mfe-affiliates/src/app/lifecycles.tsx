import React, { useEffect } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AffiliatesRoot, type AffiliatesRootProps } from './root';

/** Hands a crash to the shell, which shows its fallback in this remote's slot. */
function ReportCrash({ error, onRemoteError }: { error: Error; onRemoteError?: (error: Error) => void }) {
  useEffect(() => onRemoteError?.(error), [error, onRemoteError]);
  return null;
}

const lifecycles = singleSpaReact<AffiliatesRootProps>({
  React,
  ReactDOMClient,
  rootComponent: AffiliatesRoot,
  errorBoundary: (error, _info, props) => <ReportCrash error={error} onRemoteError={props.onRemoteError} />,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
