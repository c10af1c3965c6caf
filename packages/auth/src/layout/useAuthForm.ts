import { hasFieldErrors, type FieldErrors } from '@greenroom/core';
import { useState, type FormEvent } from 'react';

/** How an auth form checks and sends its values. */
export interface AuthFormOptions<Field extends string> {
  initial: Record<Field, string>;
  /** The field errors of the values (an empty object when all is well). */
  validate: (values: Record<Field, string>) => FieldErrors<Field>;
  /** Sends valid values; resolves the failure text to show, or null when it worked. */
  send: (values: Record<Field, string>) => Promise<string | null>;
  /** A failure shown when the form opens. */
  initialFailure?: string | null;
}

/** What a TextField of the form takes: spread it on the field. */
export interface AuthFieldBinding {
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
}

/**
 * The state every sign-in screen form shares: values, per-field errors (a field's error clears as
 * it changes), the identity service's failure and a busy flag. `submit` validates, sends only when
 * every field passes, ignores a second submit while busy, and shows what `send` reports.
 * @example
 * const form = useAuthForm({ initial: { username: '' }, validate, send: async ({ username }) => null });
 * <AuthForm onSubmit={form.submit}><TextField label="Username" {...form.field('username')} /></AuthForm>
 */
export function useAuthForm<Field extends string>({ initial, validate, send, initialFailure = null }: AuthFormOptions<Field>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const [busy, setBusy] = useState(false);

  const field = (name: Field): AuthFieldBinding => ({
    value: values[name],
    error: errors[name],
    onValueChange: (value) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    setFailure(null);
    setBusy(true);
    const failed = await send(values);
    setBusy(false);
    setFailure(failed);
  };

  return { field, submit, failure, busy };
}

/**
 * A thrown error as the failed outcome of signIn or completeNewPassword (whose expected failures
 * are values), so a form shows its message like any other failure.
 * @example auth.signIn(values).catch(failedOutcome)
 */
export function failedOutcome(error: unknown): { kind: 'failed'; message: string } {
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
