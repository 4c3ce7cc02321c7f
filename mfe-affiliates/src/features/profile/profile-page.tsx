import { useId } from 'react';
import { getAffiliateProfile } from 'shared-contracts';
import { Page } from '../../components/page';
import { ErrorState, LoadingNotice, Skeleton, useServerData } from 'ui';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProfileForm } from './profile-form';
import styles from './profile.module.css';

/** /afiliados/meus-dados — 'Meus dados': personal data, Pix key, bank account and bio. */
export function ProfilePage() {
  useDocumentTitle('Meus dados');
  const titleId = useId();
  const profile = useServerData('/api/affiliates/profile', getAffiliateProfile, { private: true });

  return (
    <Page
      title="Meus dados"
      titleId={titleId}
      lead="Mantenha seus dados e sua chave Pix em dia para receber as comissões sem atraso."
    >
      {profile.status === 'loading' && <ProfileSkeleton />}
      {profile.status === 'error' && (
        <ErrorState title="Não foi possível carregar os seus dados." onRetry={profile.refetch} />
      )}
      {profile.status === 'success' && (
        <ProfileForm profile={profile.data} labelledBy={titleId} onSaved={profile.setData} />
      )}
    </Page>
  );
}

function ProfileSkeleton() {
  return (
    <>
      <LoadingNotice label="Carregando seus dados..." />
      {[4, 2, 3].map((fields, group) => (
        <div key={group} className={styles.skeleton} aria-hidden="true">
          <Skeleton width="10rem" height="1.35rem" />
          {Array.from({ length: fields }, (_, field) => (
            <div key={field} className={styles.skeletonField}>
              <Skeleton width="6rem" height="1rem" />
              <Skeleton height="2.75rem" />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
