import { useId, useState, type ReactNode } from 'react';
import {
  AFFILIATE_BIO_MAX,
  PIX_KEY_TYPES,
  PIX_KEY_TYPE_LABELS,
  bus,
  getUser,
  updateAffiliateProfile,
  type AffiliateProfile,
  type AffiliateProfileInput,
  type PixKeyType,
} from 'shared-contracts';
import { digitsOnly } from 'shared-contracts/forms';
import { PixKeyInput } from './pix-key-input';
import formGrid from 'ui/styles/form-grid.module.css';
import styles from './profile.module.css';
import { Button, Form, FormField, Optional, errorsOf, useForm, MaskedInput } from 'ui';

type Field = keyof AffiliateProfileInput;

/** The form's fields, in its order (a 422 on any other field is not shown on one). */
const FIELDS: readonly Field[] = [
  'name',
  'document',
  'cellphone',
  'pix_key_type',
  'pix_key',
  'bank_name',
  'bank_agency',
  'bank_account',
  'bio',
  'website',
  'instagram',
];

export const PROFILE_TEXT = {
  saved: 'Dados salvos com sucesso.',
  invalid: 'Revise os campos destacados.',
  failed: 'Não foi possível salvar agora. Tente novamente.',
} as const;

/** The form holds numbers as digits (the masks draw the punctuation) and the rest as typed. */
export function valuesOf(profile: AffiliateProfile): AffiliateProfileInput {
  const masked = profile.pix_key_type === 'cpf' || profile.pix_key_type === 'phone';
  return {
    name: profile.name,
    document: digitsOnly(profile.document ?? ''),
    cellphone: digitsOnly(profile.cellphone ?? ''),
    pix_key_type: profile.pix_key_type ?? '',
    pix_key: masked ? digitsOnly(profile.pix_key ?? '') : (profile.pix_key ?? ''),
    bank_name: profile.bank_name ?? '',
    bank_agency: profile.bank_agency ?? '',
    bank_account: profile.bank_account ?? '',
    bio: profile.bio,
    website: profile.website ?? '',
    instagram: profile.instagram ? `@${profile.instagram}` : '',
  };
}

interface ProfileFormProps {
  profile: AffiliateProfile;
  labelledBy: string;
  onSaved: (profile: AffiliateProfile) => void;
}

/** Personal data, the Pix key commissions are paid to, an optional bank account and a short bio. */
export function ProfileForm({ profile, labelledBy, onSaved }: ProfileFormProps) {
  const id = useId();
  const [saved, setSaved] = useState(false);
  const { values, setValues, setValue, bind, bindValue, errors, setErrors, sending, formProps } =
    useForm<AffiliateProfileInput>({ initial: () => valuesOf(profile), onChange: () => setSaved(false) });
  const fieldId = (field: Field) => `${id}-${field}`;

  const form = formProps({
    send: async (values) => {
      setSaved(false);
      const answer = await updateAffiliateProfile({ ...values, name: values.name.trim() });
      setErrors({});
      setValues(valuesOf(answer));
      setSaved(true);
      onSaved(answer);
      // The shell keeps the signed-in user (the header greets by name): it gets the new one.
      getUser().then(
        (response) => bus.emit({ type: 'login-succeeded', response }),
        () => undefined,
      );
    },
    rejected: (answer) => ({ errors: errorsOf(answer, FIELDS), message: PROFILE_TEXT.invalid }),
    failed: PROFILE_TEXT.failed,
  });

  const text = (
    field: Field,
    label: ReactNode,
    options: {
      className?: string;
      autoComplete?: string;
      type?: string;
      hint?: string;
      maxLength?: number;
      optional?: boolean;
    } = {},
  ) => (
    <FormField
      id={fieldId(field)}
      label={label}
      error={errors[field]}
      hint={options.hint}
      optional={options.optional}
      className={options.className}
    >
      {(control) => (
        <input
          {...control}
          {...bind(field)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength ?? 255}
        />
      )}
    </FormField>
  );

  return (
    <Form {...form} className={styles.form} labelledBy={labelledBy} focus="ring">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Dados pessoais</legend>
        {text('name', 'Nome', { className: formGrid.half, autoComplete: 'name' })}
        <FormField
          id={`${id}-email`}
          label="E-mail"
          hint="O e-mail de acesso não pode ser alterado."
          className={formGrid.half}
        >
          {(control) => <input {...control} name="email" type="email" value={profile.email} readOnly />}
        </FormField>
        <FormField id={fieldId('document')} label="CPF" error={errors.document} className={formGrid.half}>
          {(control) => <MaskedInput {...control} kind="cpf" {...bindValue('document')} />}
        </FormField>
        <FormField id={fieldId('cellphone')} label="Celular" error={errors.cellphone} className={formGrid.half}>
          {(control) => <MaskedInput {...control} kind="cellphone" {...bindValue('cellphone')} />}
        </FormField>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Recebimento via Pix</legend>
        <FormField
          id={fieldId('pix_key_type')}
          label="Tipo de chave Pix"
          error={errors.pix_key_type}
          className={formGrid.third}
        >
          {(control) => (
            <select
              {...control}
              name="pix_key_type"
              value={values.pix_key_type}
              onChange={(event) => {
                // Another kind of key: the old one would not fit its mask.
                setValue('pix_key_type', event.target.value as PixKeyType | '');
                setValue('pix_key', '');
              }}
            >
              <option value="">Escolha</option>
              {PIX_KEY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PIX_KEY_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={fieldId('pix_key')}
          label="Chave Pix"
          error={errors.pix_key}
          hint={
            values.pix_key_type === 'random'
              ? '32 caracteres ou o formato com hífens, como o banco mostra.'
              : 'As comissões são pagas nesta chave.'
          }
          className={formGrid.twoThirds}
        >
          {(control) => (
            <PixKeyInput
              control={control}
              type={values.pix_key_type}
              value={values.pix_key}
              onChange={(value) => setValue('pix_key', value)}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          Dados bancários <Optional />
        </legend>
        {text('bank_name', 'Banco', { className: formGrid.third, maxLength: 100 })}
        {text('bank_agency', 'Agência', { className: formGrid.third, maxLength: 6, hint: '0000 ou 0000-0' })}
        {text('bank_account', 'Conta', { className: formGrid.third, maxLength: 14, hint: '00000-0' })}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Sobre você</legend>
        <FormField
          id={fieldId('bio')}
          label="Bio"
          optional
          error={errors.bio}
          hint={`${values.bio.length}/${AFFILIATE_BIO_MAX} caracteres`}
          className={formGrid.full}
        >
          {(control) => <textarea {...control} {...bind('bio')} rows={4} maxLength={AFFILIATE_BIO_MAX} />}
        </FormField>
        {text('website', 'Site', {
          className: formGrid.half,
          type: 'url',
          autoComplete: 'url',
          hint: 'https://seusite.com.br',
          optional: true,
        })}
        {text('instagram', 'Instagram', {
          className: formGrid.half,
          maxLength: 31,
          hint: '@seuperfil',
          optional: true,
        })}
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" aria-disabled={sending || undefined}>
          {sending ? 'Salvando...' : 'Salvar dados'}
        </Button>
        <p className={styles.status} role="status" aria-live="polite">
          {saved && <span className={styles.success}>{PROFILE_TEXT.saved}</span>}
        </p>
      </div>
    </Form>
  );
}
