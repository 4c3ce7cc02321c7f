import { useState } from 'react';
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
import {
  Button,
  Form,
  FormField,
  Optional,
  NameField,
  SelectField,
  TextField,
  errorsOf,
  useForm,
  MaskedInput,
} from 'ui';

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

const PIX_KEY_OPTIONS = PIX_KEY_TYPES.map((type) => ({ value: type, label: PIX_KEY_TYPE_LABELS[type] }));

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
  const [saved, setSaved] = useState(false);
  const {
    values,
    setValues,
    setValue,
    bind,
    bindValue,
    fieldId,
    fieldProps,
    textFieldProps,
    setErrors,
    sending,
    formProps,
  } = useForm<AffiliateProfileInput>({ initial: () => valuesOf(profile), onChange: () => setSaved(false) });

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

  return (
    <Form {...form} className={styles.form} labelledBy={labelledBy} focus="ring">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Dados pessoais</legend>
        <NameField {...textFieldProps('name')} className={formGrid.half} />
        <FormField
          id={fieldId('email')}
          label="E-mail"
          hint="O e-mail de acesso não pode ser alterado."
          className={formGrid.half}
        >
          {(control) => <input {...control} name="email" type="email" value={profile.email} readOnly />}
        </FormField>
        <FormField {...fieldProps('document')} label="CPF" className={formGrid.half}>
          {(control) => <MaskedInput {...control} kind="cpf" {...bindValue('document')} />}
        </FormField>
        <FormField {...fieldProps('cellphone')} label="Celular" className={formGrid.half}>
          {(control) => <MaskedInput {...control} kind="cellphone" {...bindValue('cellphone')} />}
        </FormField>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Recebimento via Pix</legend>
        <SelectField
          {...fieldProps('pix_key_type')}
          label="Tipo de chave Pix"
          className={formGrid.third}
          name="pix_key_type"
          value={values.pix_key_type}
          onChange={(event) => {
            // Another kind of key: the old one would not fit its mask.
            setValue('pix_key_type', event.target.value as PixKeyType | '');
            setValue('pix_key', '');
          }}
          placeholder="Escolha"
          options={PIX_KEY_OPTIONS}
        />
        <FormField
          {...fieldProps('pix_key')}
          label="Chave Pix"
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
        <TextField {...textFieldProps('bank_name')} label="Banco" className={formGrid.third} maxLength={100} />
        <TextField
          {...textFieldProps('bank_agency')}
          label="Agência"
          hint="0000 ou 0000-0"
          className={formGrid.third}
          maxLength={6}
        />
        <TextField
          {...textFieldProps('bank_account')}
          label="Conta"
          hint="00000-0"
          className={formGrid.third}
          maxLength={14}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Sobre você</legend>
        <FormField
          {...fieldProps('bio')}
          label="Bio"
          optional
          hint={`${values.bio.length}/${AFFILIATE_BIO_MAX} caracteres`}
          className={formGrid.full}
        >
          {(control) => <textarea {...control} {...bind('bio')} rows={4} maxLength={AFFILIATE_BIO_MAX} />}
        </FormField>
        <TextField
          {...textFieldProps('website')}
          label="Site"
          optional
          hint="https://seusite.com.br"
          className={formGrid.half}
          type="url"
          autoComplete="url"
          maxLength={255}
        />
        <TextField
          {...textFieldProps('instagram')}
          label="Instagram"
          optional
          hint="@seuperfil"
          className={formGrid.half}
          maxLength={31}
        />
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
