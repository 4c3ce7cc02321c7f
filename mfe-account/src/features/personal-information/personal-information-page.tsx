import { useId } from 'react';
import { AddressesSummary } from './addresses-summary';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ProfileFormSkeleton, SecondaryCardsSkeleton } from './personal-information-skeleton';
import { useAccountUser } from './use-account-user';
import styles from './personal-information.module.css';
import { visuallyHiddenClass } from 'ui';

/** 'Dados pessoais' of the customer area: personal data, password and a summary of the addresses. */
export function PersonalInformationPage() {
  const titleId = useId();
  const { state, retry, replace } = useAccountUser();

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
        <h1 id={titleId} className={styles.title}>
          Dados pessoais
        </h1>
        <p className={styles.lead}>
          Mantenha seus dados em dia para agilizar suas compras e a emissão das notas fiscais.
        </p>

        {state.status === 'loading' && (
          <>
            <p role="status" className={visuallyHiddenClass}>
              Carregando seus dados...
            </p>
            <ProfileFormSkeleton />
          </>
        )}

        {state.status === 'error' && (
          <div className={styles.loadError} role="alert">
            <p>Não foi possível carregar seus dados agora. Tente novamente.</p>
            <button type="button" className={styles.primary} onClick={retry}>
              Tentar novamente
            </button>
          </div>
        )}

        {state.status === 'ready' && <ProfileForm user={state.response.user} labelledBy={titleId} onSaved={replace} />}
      </section>

      {state.status === 'loading' && <SecondaryCardsSkeleton />}

      {state.status === 'ready' && (
        <>
          <PasswordForm />
          <AddressesSummary addresses={state.response.addresses ?? []} />
        </>
      )}
    </div>
  );
}
