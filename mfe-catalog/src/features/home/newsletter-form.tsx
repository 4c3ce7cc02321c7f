import { useId, useState, type FormEvent } from 'react';
import { bodyOf, firstErrorPerField, saveNewsletter, statusOf } from 'shared-contracts';
import page from 'ui/styles/page.module.css';
import styles from './newsletter-form.module.css';

export const NEWSLETTER_SUCCESS = 'Seu dados foram salvos com sucesso. Agradecemos o interesse.';

/**
 * Newsletter sign-up (H-03): name and e-mail; 'Aguarde...' while sending; the success sentence;
 * on 422 the first message of each field as a list; any other failure clears the errors and
 * shows no success (spec §8).
 */
export function NewsletterForm() {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [success, setSuccess] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setErrors([]);
    setSuccess(false);
    try {
      await saveNewsletter({ name: name.trim(), email: email.trim() });
      setSuccess(true);
      setName('');
      setEmail('');
    } catch (error) {
      setErrors(statusOf(error) === 422 ? Object.values(firstErrorPerField(bodyOf(error))) : []);
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <div className={styles.intro}>
        <h2 id={`${id}-title`} className={page.cardTitle}>
          Receba nossas ofertas
        </h2>
        <p className={styles.lead}>Cadastre-se e fique por dentro das novidades e promoções das lojas.</p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>Nome</label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Aguarde...' : 'Cadastrar'}
        </button>
      </form>
      <div className={styles.messages} aria-live="polite">
        {errors.length > 0 && (
          <ul className={styles.errors}>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {success && <p className={styles.success}>{NEWSLETTER_SUCCESS}</p>}
      </div>
    </section>
  );
}
