import type { ReactNode } from 'react';
import { statusOf, type ServerData } from 'shared-contracts';
import { ErrorState } from 'ui';
import { NotFound } from './not-found';
import { PageContainer } from './page-container';

interface ScreenLoadErrorProps {
  /** The screen's subject as it was read; its error and refetch. */
  resource: Pick<ServerData<unknown>, 'error' | 'refetch'>;
  /** What failed, as the error says it ('Não foi possível carregar esta loja.'). */
  title: string;
  narrow?: boolean | undefined;
}

/** A screen whose subject did not load: not found after a 404, else the error with a retry. */
export function ScreenLoadError({ resource, title, narrow }: ScreenLoadErrorProps) {
  if (statusOf(resource.error) === 404) return <NotFound />;
  return (
    <PageContainer narrow={narrow}>
      <ErrorState onRetry={resource.refetch} title={title} />
    </PageContainer>
  );
}

interface SubjectScreenProps extends ScreenLoadErrorProps {
  resource: Pick<ServerData<unknown>, 'status' | 'error' | 'refetch'>;
  children: ReactNode;
}

/** The page of one subject (a post, a page, a store): the page while it loads or is shown, its error when it failed. */
export function SubjectScreen({ resource, title, narrow, children }: SubjectScreenProps) {
  if (resource.status === 'error') return <ScreenLoadError resource={resource} title={title} narrow={narrow} />;
  return <PageContainer narrow={narrow}>{children}</PageContainer>;
}
