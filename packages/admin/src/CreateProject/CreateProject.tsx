import { requireName, useTexts } from '@greenroom/core';
import { Button, TextField } from '@greenroom/ui';
import { useState, type FormEvent } from 'react';
import { useCreateProject } from '../data/useCreateProject';
import { Actions, FormColumn, ScreenError, SuccessPanel, useRestart } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';

export interface CreateProjectProps {
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * Create a Project (/projects-admin): Project Name and SUBMIT. A blank name (after trimming) is
 * flagged and nothing is sent; success shows 'Success' (BACK, ours, starts over); a failure
 * 'An error occurred creating this project'.
 * @example <CreateProject />
 */
export function CreateProject({ api }: CreateProjectProps) {
  const [key, restart] = useRestart();
  return <CreateProjectForm key={key} api={api} onBack={restart} />;
}

function CreateProjectForm({ api, onBack }: CreateProjectProps & { onBack: () => void }) {
  const texts = useTexts(adminTextTable);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateProject(api);

  if (create.isSuccess) return <SuccessPanel onBack={onBack} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const checked = requireName(name);
    setError(checked.ok ? null : checked.error);
    if (checked.ok) create.mutate(checked.name);
  };

  return (
    <FormColumn data-ui="CreateProject" noValidate onSubmit={submit}>
      <TextField
        label={texts.projectName}
        value={name}
        required
        fullWidth
        autoComplete="off"
        error={error}
        disabled={create.isPending}
        onValueChange={(value) => {
          setName(value);
          setError(null);
        }}
      />
      <ScreenError message={create.isError ? texts.projectError : null} />
      <Actions>
        <Button type="submit" busy={create.isPending}>
          {texts.submit}
        </Button>
      </Actions>
    </FormColumn>
  );
}
