import { statusOf } from 'shared-contracts';
import { ErrorState } from 'ui';
import { NotFound } from './not-found';
import { PageContainer } from './page-container';

interface ScreenLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** What failed, as the error says it ('Não foi possível carregar esta loja.'). */
  title: string;
  narrow?: boolean;
}

/** A screen whose subject did not load: not found after a 404, else the error with a retry. */
export function ScreenLoadError({ error, onRetry, title, narrow }: ScreenLoadErrorProps) {
  if (statusOf(error) === 404) return <NotFound />;
  return (
    <PageContainer narrow={narrow}>
      <ErrorState onRetry={onRetry} title={title} />
    </PageContainer>
  );
}
