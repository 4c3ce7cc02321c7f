import { useId } from 'react';
import screen from 'ui/styles/screen.module.css';
import { AddressesSummary } from './addresses-summary';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ProfileFormSkeleton, SecondaryCardsSkeleton } from './personal-information-skeleton';
import { getUser } from 'shared-contracts';
import { useServerData } from 'ui';
import styles from './personal-information.module.css';
import { visuallyHiddenClass } from 'ui';

/** 'Dados pessoais' of the customer area: personal data, password and a summary of the addresses. */
export function PersonalInformationPage() {
  const titleId = useId();
  // The user as the API has it now, not the copy the shell keeps.
  const account = useServerData('/api/user', () => getUser(), { private: true });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId} aria-busy={account.status === 'loading'}>
        <h1 id={titleId} className={screen.heading}>
          Dados pessoais
        </h1>
        <p className={styles.lead}>
          Mantenha seus dados em dia para agilizar suas compras e a emissão das notas fiscais.
        </p>

        {account.status === 'loading' && (
          <>
            <p role="status" className={visuallyHiddenClass}>
              Carregando seus dados...
            </p>
            <ProfileFormSkeleton />
          </>
        )}

        {account.status === 'error' && (
          <div className={styles.loadError} role="alert">
            <p>Não foi possível carregar seus dados agora. Tente novamente.</p>
            <button type="button" className={styles.primary} onClick={account.refetch}>
              Tentar novamente
            </button>
          </div>
        )}

        {account.status === 'success' && (
          <ProfileForm user={account.data.user} labelledBy={titleId} onSaved={account.setData} />
        )}
      </section>

      {account.status === 'loading' && <SecondaryCardsSkeleton />}

      {account.status === 'success' && (
        <>
          <PasswordForm />
          <AddressesSummary addresses={account.data.addresses ?? []} />
        </>
      )}
    </div>
  );
}
