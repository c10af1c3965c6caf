import { HttpError, validateCreateProducer, type CreateProducerValues } from '@greenroom/core';
import { Button, TextField, TransferList, type TransferValue } from '@greenroom/ui';
import { useState, type FormEvent } from 'react';
import { useCreateProducer } from '../data/useCreateProducer';
import { useProjectList } from '../data/useProjectList';
import { Actions, FormColumn, ScreenError, SuccessPanel } from '../shared';
import { adminTexts } from '../texts';
import type { AdminSlice } from '../types';
import { splitProjects, toProjectMap } from './projectTransfer';

const fields: { name: keyof CreateProducerValues; label: string; autoComplete: string }[] = [
  { name: 'username', label: adminTexts.username, autoComplete: 'off' },
  { name: 'email', label: adminTexts.email, autoComplete: 'off' },
  { name: 'temporaryPassword', label: adminTexts.temporaryPassword, autoComplete: 'new-password' },
  { name: 'first', label: adminTexts.firstName, autoComplete: 'off' },
  { name: 'last', label: adminTexts.lastName, autoComplete: 'off' },
];

/** Create a Producer: the five fields (each required after trimming, no email format check), 'Assign Projects', SUBMIT. */
export function CreateProducer({ api, onBack }: { api?: AdminSlice; onBack: () => void }) {
  const [values, setValues] = useState<CreateProducerValues>({ username: '', email: '', temporaryPassword: '', first: '', last: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof CreateProducerValues, string | null>>>({});
  const [moved, setMoved] = useState<TransferValue | null>(null);
  const projects = useProjectList(api);
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
    <FormColumn data-ui="CreateProducer" noValidate onSubmit={submit} aria-label={adminTexts.createProducerTitle}>
      {fields.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          label={label}
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
        label={adminTexts.assignProjects}
        leftTitle={adminTexts.availableProjects}
        rightTitle={adminTexts.assignedProjects}
        emptyText={adminTexts.noProjects}
        left={lists.left}
        right={lists.right}
        disabled={busy}
        onChange={setMoved}
      />
      <ScreenError message={create.isError && Object.keys(serverErrors).length === 0 ? adminTexts.createProducerError : null} />
      <Actions>
        <Button type="submit" busy={busy}>
          {adminTexts.submit}
        </Button>
      </Actions>
    </FormColumn>
  );
}
