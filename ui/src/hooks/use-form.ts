import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { bodyOf, firstErrorPerField, statusOf } from 'shared-contracts';

/** What a form's submit does, step by step; the hook runs the steps and keeps the state between them. */
export interface SubmitPlan<V, E> {
  /** The form's own rules: any error they find stops the submit (and the first invalid field gets the focus). */
  check?: (values: V) => E;
  /** The call and what follows its success. */
  send: (values: V) => Promise<void>;
  /** A 422's `{ errors }` (first message per field) as this form's errors, and the sentence above the form. */
  rejected: (fieldErrors: Record<string, string>, values: V) => { errors: E; message: string | null };
  /** The sentence for any other failure; a 401 says nothing (the shell handles an expired session). */
  failed: string;
}

interface FormOptions<V> {
  initial: V | (() => V);
  /** Called on every change the person makes (to hide a 'saved' message, say). */
  onChange?: () => void;
  /** The controls the focus may go to after a failed submit, first in document order wins. */
  invalidSelector?: string;
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/** The fields of a form that hold text. */
type TextField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

type TextControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** One message per field of a form whose values are `V`: the errors `useForm` holds by default. */
export type FieldErrors<V extends object> = Partial<Record<keyof V & string, string>>;

/**
 * One way to hold a form: its values, the errors of its fields, the sentence above it (`formError`),
 * the sending state (the submit button says so, and a second submit waits) and, after a failed
 * submit, the focus on the first invalid control. `E` is the errors' shape, by default one message
 * per field.
 */
export function useForm<V extends object, E extends object = FieldErrors<V>>({
  initial,
  onChange,
  invalidSelector = '[aria-invalid="true"]',
}: FormOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);
  const idPrefix = useId();

  // The errors are on the page once rendered: then the first invalid control can take the focus.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>(invalidSelector)?.focus();
  }, [errors, invalidSelector]);

  /** Shows these errors and moves the focus to the first invalid control. */
  const showErrors = useCallback((found: E) => {
    focusFirstError.current = true;
    setErrors(found);
  }, []);

  /** Changes one value (the same value keeps the same state). */
  const setValue = <K extends keyof V>(field: K, value: V[K]) => {
    onChange?.();
    setValues((previous) => (Object.is(previous[field], value) ? previous : { ...previous, [field]: value }));
  };

  /** The id of a field's control, unique on the page. */
  const fieldId = (field: string) => `${idPrefix}-${field}`;

  /** What a `FormField` (or `TextField`, `SelectField`) takes for one field: its id and its error. */
  const fieldProps = (field: keyof V & string) => ({
    id: fieldId(field),
    error: (errors as Partial<Record<string, string>>)[field],
  });

  /** A text box, select or text area's name, value and change handler for one field. */
  const bind = <K extends TextField<V>>(field: K) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: ChangeEvent<TextControl>) => setValue(field, event.target.value as V[K]),
  });

  /** The same for a control that reports its value itself (a masked input). */
  const bindValue = <K extends TextField<V>>(field: K) => ({
    name: field,
    value: values[field] as string,
    onChange: (value: string) => setValue(field, value as V[K]),
  });

  /** What a `TextField` or `SelectField` takes for one field: its id, its error and its binding. */
  const textFieldProps = <K extends TextField<V>>(field: K) => ({ ...fieldProps(field), ...bind(field) });

  /** The form's onSubmit for a plan. */
  const submitWith = (plan: SubmitPlan<V, E>) => async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    if (plan.check) {
      const found = plan.check(values);
      if (!isEmpty(found)) {
        showErrors(found);
        return;
      }
    }
    setSending(true);
    try {
      await plan.send(values);
    } catch (error) {
      const status = statusOf(error);
      if (status === 422) {
        const { errors: mapped, message } = plan.rejected(firstErrorPerField(bodyOf(error)), values);
        showErrors(mapped);
        setFormError(message);
      } else if (status !== 401) {
        setFormError(plan.failed);
      }
    } finally {
      setSending(false);
    }
  };

  /** What the kit's `Form` takes for a plan: the form's ref, its onSubmit and the sentence of a failed submit. */
  const formProps = (plan: SubmitPlan<V, E>) => {
    const submit = submitWith(plan);
    return { formRef, onSubmit: (event: FormEvent) => void submit(event), error: formError };
  };

  return {
    values,
    setValues,
    setValue,
    bind,
    bindValue,
    errors,
    setErrors,
    showErrors,
    formError,
    setFormError,
    sending,
    formRef,
    submitWith,
    formProps,
    fieldId,
    fieldProps,
    textFieldProps,
  };
}

/** The messages of the fields a form shows, out of an answer's errors. */
export function errorsOf<F extends string>(
  fieldErrors: Record<string, string>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const known: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message !== undefined) known[field] = message;
  }
  return known;
}
