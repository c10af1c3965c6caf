import { API_KEY_ACCESS_LEVELS, API_KEY_NAME_MAX, checkApiKeyInput, useTexts, type ApiKeyAccess, type ApiKeyCreated, type ProjectRef } from '@greenroom/core';
import { Checkbox, FormDialog, RadioGroup, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { hasFieldErrors, serverFieldError } from '../data/serverFieldError';
import { useCreateApiKey } from '../data/useCreateApiKey';
import { CheckGroup } from '../shared';
import { integrationTextTable } from '../texts';
import type { ApiKeysSlice } from '../types';
import { FixedProject } from './styles';

export interface CreateApiKeyDialogProps {
  open: boolean;
  /** CANCEL, the close button or Escape; never while creating. Also called after the key is made. */
  onClose: () => void;
  /** The project the key is for (fixed); without it the producer chooses among `projects`, or every project. */
  projectID?: string;
  /** The projects to choose from (or the fixed project's name). */
  projects?: readonly ProjectRef[];
  /** The key and its secret, as the server answered them (shown once by the caller). */
  onCreated: (created: ApiKeyCreated) => void;
  /** Overrides the PortalProvider's api. */
  api?: ApiKeysSlice;
}

/**
 * 'Create API Key': a name, the projects (the fixed one, or checkboxes with 'Every project' for a
 * super-admin) and the access (Read / Read and write). Core's checkApiKeyInput refuses bad input
 * before anything is sent, with its texts under the fields; the server's field errors show there too.
 * @example <CreateApiKeyDialog open={creating} projectID="p1" projects={projects} onClose={() => setCreating(false)} onCreated={setCreated} />
 */
export function CreateApiKeyDialog({ open, ...rest }: CreateApiKeyDialogProps) {
  // Mounted only while open, so every opening starts empty.
  return open ? <CreateApiKeyForm {...rest} /> : null;
}

function CreateApiKeyForm({ onClose, projectID, projects = [], onCreated, api }: Omit<CreateApiKeyDialogProps, 'open'>) {
  const texts = useTexts(integrationTextTable);
  const create = useCreateApiKey(api);
  const [name, setName] = useState('');
  const [everyProject, setEveryProject] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [access, setAccess] = useState<ApiKeyAccess>('read');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = create.isPending;
  const fieldError = (field: string) => errors[field] ?? serverFieldError(create.error, field);
  const failure = create.isError && !hasFieldErrors(create.error) ? texts.createKeyError : null;
  const fixedProject = projectID === undefined ? undefined : (projects.find((p) => p.projectID === projectID)?.projectName ?? projectID);

  const submit = () => {
    create.reset();
    const projectIDs = projectID !== undefined ? [projectID] : everyProject ? null : projects.map((p) => p.projectID).filter((id) => chosen.has(id));
    const checked = checkApiKeyInput({ name, projectIDs, access }, { superAdmin: projectID === undefined });
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    create.mutate(checked.input, {
      onSuccess: (created) => {
        onCreated(created);
        onClose();
      },
    });
  };
  const forget = (field: string) => {
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    if (serverFieldError(create.error, field)) create.reset();
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      onSubmit={submit}
      title={texts.createKeyTitle}
      submitLabel={texts.create}
      cancelLabel={texts.cancel}
      pending={saving}
      error={failure}
      size="md"
      data-ui="CreateApiKeyDialog"
    >
      <TextField
        label={texts.keyNameLabel}
        value={name}
        required
        fullWidth
        autoComplete="off"
        maxLength={API_KEY_NAME_MAX}
        helperText={texts.keyNameHint}
        disabled={saving}
        error={fieldError('name')}
        onValueChange={(value) => {
          setName(value);
          forget('name');
        }}
      />
      {fixedProject !== undefined ? (
        <FixedProject>{texts.keyProject(fixedProject)}</FixedProject>
      ) : (
        <CheckGroup
          legend={texts.projectsLabel}
          items={projects.map((p) => ({ id: p.projectID, label: p.projectName }))}
          selected={everyProject ? new Set(projects.map((p) => p.projectID)) : chosen}
          disabled={saving || everyProject}
          error={fieldError('projectIDs')}
          onToggle={(id, checked) => {
            setChosen((current) => {
              const next = new Set(current);
              if (checked) next.add(id);
              else next.delete(id);
              return next;
            });
            forget('projectIDs');
          }}
        >
          <Checkbox
            label={texts.everyProject}
            checked={everyProject}
            disabled={saving}
            onCheckedChange={(checked) => {
              setEveryProject(checked);
              forget('projectIDs');
            }}
          />
        </CheckGroup>
      )}
      <RadioGroup
        label={texts.accessLabel}
        value={access}
        options={API_KEY_ACCESS_LEVELS.map((level) => ({ value: level, label: texts.access[level] }))}
        disabled={saving}
        error={fieldError('access')}
        onChange={(value) => {
          setAccess(value as ApiKeyAccess);
          forget('access');
        }}
      />
    </FormDialog>
  );
}
