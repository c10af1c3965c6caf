import { HttpError, useTexts, validateCreateProducer, type CreateProducerValues } from '@greenroom/core';
import { Button, TextField, TransferList, type TransferValue } from '@greenroom/ui';
import { useState, type FormEvent } from 'react';
import { useCreateProducer } from '../data/useCreateProducer';
import { useProjectsOrLeave } from '../data/useProjectsOrLeave';
import { Actions, FormColumn, ScreenError, SuccessPanel } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { splitProjects, toProjectMap } from './projectTransfer';

/** The five fields in form order, each with the entry of the texts that labels it. */
const fields: { name: keyof CreateProducerValues; label: 'username' | 'email' | 'temporaryPassword' | 'firstName' | 'lastName'; autoComplete: string }[] = [
  { name: 'username', label: 'username', autoComplete: 'off' },
  { name: 'email', label: 'email', autoComplete: 'off' },
  { name: 'temporaryPassword', label: 'temporaryPassword', autoComplete: 'new-password' },
  { name: 'first', label: 'firstName', autoComplete: 'off' },
  { name: 'last', label: 'lastName', autoComplete: 'off' },
];

/**
 * Create a Producer: the five fields (each required after trimming, no email format check), 'Assign Projects', SUBMIT.
 * Any refusal shows 'An error occurred creating this producer.'; a field the server names (a taken
 * username) also carries the server's detail under it.
 */
export function CreateProducer({ api, onBack }: { api?: AdminSlice; onBack: () => void }) {
  const texts = useTexts(adminTextTable);
  const [values, setValues] = useState<CreateProducerValues>({ username: '', email: '', temporaryPassword: '', first: '', last: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof CreateProducerValues, string | null>>>({});
  const [moved, setMoved] = useState<TransferValue | null>(null);
  const projects = useProjectsOrLeave(api);
  const create = useCreateProducer(api);

  if (create.isSuccess) return <SuccessPanel onBack={onBack} />;

  const lists = moved ?? splitProjects(projects.data ?? []);
  const serverErrors = create.error instanceof HttpError && create.error.fieldErrors ? create.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.reset();
    const found = validateCreateProducer(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate({
      username: values.username.trim(),
      email: values.email.trim(),
      temporaryPassword: values.temporaryPassword.trim(),
      first: values.first.trim(),
      last: values.last.trim(),
      projects: toProjectMap(lists.right),
      role: 1,
    });
  };

  const busy = create.isPending;
  return (
    <FormColumn data-ui="CreateProducer" noValidate onSubmit={submit} aria-label={texts.createProducerTitle}>
      {fields.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          label={texts[label]}
          value={values[name]}
          required
          fullWidth
          autoComplete={autoComplete}
          error={errors[name] ?? serverErrors[name] ?? null}
          disabled={busy}
          onValueChange={(value) => {
            setValues((v) => ({ ...v, [name]: value }));
            setErrors((e) => ({ ...e, [name]: null }));
          }}
        />
      ))}
      <TransferList
        label={texts.assignProjects}
        leftTitle={texts.availableProjects}
        rightTitle={texts.assignedProjects}
        emptyText={texts.noProjects}
        left={lists.left}
        right={lists.right}
        disabled={busy}
        onChange={setMoved}
      />
      <ScreenError message={create.isError ? texts.createProducerError : null} />
      <Actions>
        <Button type="submit" busy={busy}>
          {texts.submit}
        </Button>
      </Actions>
    </FormColumn>
  );
}
