import { guessTimezone, useTexts, type ApiKey, type ApiKeyCreated, type ProjectRef } from '@greenroom/core';
import { Button, ConfirmDialog, focusIfLost, Table, TruncatedText, VisuallyHidden, type TableColumn } from '@greenroom/ui';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormatWhen } from '../data/formatWhen';
import { useApiKeyList } from '../data/useApiKeyList';
import { useRevokeApiKey } from '../data/useRevokeApiKey';
import { LoadError, PanelHeader, PanelIntro, PanelRoot, PanelTitle, SecretDialog } from '../shared';
import { integrationTextTable } from '../texts';
import type { ApiKeysSlice } from '../types';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { KeyState, Prefix } from './styles';

export interface ApiKeysPanelProps {
  /**
   * The project whose keys are listed (those that reach it); new keys are for it. Without it the
   * panel is the super-admin's: every key, and new keys for chosen projects or every project.
   */
  projectID?: string;
  /** Names the projects in the list, and (without `projectID`) the projects a new key may be for. */
  projects?: readonly ProjectRef[];
  /** The zone times are shown in. Default: the browser's. */
  timezone?: string;
  /** Overrides the PortalProvider's api. */
  api?: ApiKeysSlice;
}

/**
 * API KEYS (issue 28): the keys, newest first, with their name, the start of the key, the projects
 * they reach, the access, when they were last used ('Never') and created, and whether they are
 * revoked (a table, cards at phone width). CREATE KEY opens 'Create API Key'; the new key is then
 * shown once with a copy button. REVOKE asks first; a revoked key stays listed.
 * @example
 * <ApiKeysPanel projectID="project-1" projects={producer.projects} />
 * <ApiKeysPanel projects={allProjects} /> // a super-admin: every key
 */
export function ApiKeysPanel({ projectID, projects = [], timezone = guessTimezone(), api }: ApiKeysPanelProps) {
  const texts = useTexts(integrationTextTable);
  const list = useApiKeyList({ projectID }, api);
  const revoke = useRevokeApiKey(api);
  const when = useFormatWhen(timezone);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const titleID = useId();
  const title = useRef<HTMLHeadingElement>(null);
  // A revoked key loses its REVOKE button: once the dialog is closed and the list shows the key
  // revoked, a focus the dialog could not give back goes to the title.
  const revoked = useRef(false);
  const settled = revoking === null && !list.isFetching;
  useEffect(() => {
    if (!revoked.current || !settled) return;
    revoked.current = false;
    focusIfLost(title.current);
  }, [settled, list.data]);

  const projectName = (id: string) => projects.find((p) => p.projectID === id)?.projectName ?? id;
  const projectsText = (key: ApiKey) => (key.projectIDs === null ? texts.everyProject : key.projectIDs.map(projectName).join(', '));

  const columns: TableColumn<ApiKey>[] = [
    { id: 'name', header: texts.columnName, width: '1.4fr', cell: (key) => <TruncatedText>{key.name}</TruncatedText> },
    { id: 'key', header: texts.columnKey, width: 140, cell: (key) => <Prefix>{key.prefix}</Prefix> },
    { id: 'projects', header: texts.columnProjects, width: '1.4fr', cell: (key) => <TruncatedText>{projectsText(key)}</TruncatedText> },
    { id: 'access', header: texts.columnAccess, width: 130, cell: (key) => texts.access[key.access] },
    { id: 'lastUsed', header: texts.columnLastUsed, width: '1.2fr', cell: (key) => <TruncatedText>{when(key.lastUsedAt) ?? texts.never}</TruncatedText> },
    { id: 'created', header: texts.columnCreated, width: '1.2fr', cell: (key) => <TruncatedText>{when(key.createdAt) ?? ''}</TruncatedText> },
    {
      id: 'state',
      header: texts.columnState,
      width: 90,
      cell: (key) => <KeyState $revoked={key.revokedAt !== null}>{key.revokedAt === null ? texts.keyActive : texts.keyRevoked}</KeyState>,
    },
    {
      id: 'actions',
      header: <VisuallyHidden>{texts.columnActions}</VisuallyHidden>,
      width: 120,
      align: 'end',
      cell: (key) =>
        key.revokedAt === null ? (
          <Button variant="secondary" aria-label={texts.revokeKey(key.name)} onClick={() => setRevoking(key)}>
            {texts.revoke}
          </Button>
        ) : null,
    },
  ];

  return (
    <PanelRoot aria-labelledby={titleID} data-ui="ApiKeysPanel">
      <PanelHeader>
        <PanelTitle id={titleID} ref={title} tabIndex={-1}>
          {texts.keysTitle}
        </PanelTitle>
        <Button startIcon={<Plus />} onClick={() => setCreating(true)}>
          {texts.createKey}
        </Button>
      </PanelHeader>
      <PanelIntro>{texts.keysIntro}</PanelIntro>
      {list.isError ? (
        <LoadError message={texts.keysError} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Table
          label={texts.keysTitle}
          columns={columns}
          rows={list.data ?? []}
          getRowId={(key) => key.apiKeyID}
          loading={list.isPending}
          loadingText={texts.keysLoading}
          emptyText={texts.keysEmpty}
        />
      )}
      <CreateApiKeyDialog open={creating} projectID={projectID} projects={projects} api={api} onClose={() => setCreating(false)} onCreated={setCreated} />
      <SecretDialog
        secret={created?.secret ?? null}
        title={texts.keySecretTitle}
        label={texts.keySecretLabel}
        warning={texts.keySecretWarning}
        copyLabel={texts.copyKey}
        onClose={() => setCreated(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={texts.revokeTitle}
        message={texts.revokeMessage(revoking?.name ?? '')}
        confirmLabel={texts.revoke}
        cancelLabel={texts.cancel}
        confirmVariant="danger"
        errorMessage={texts.revokeError}
        onCancel={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          await revoke.mutateAsync(revoking);
          revoked.current = true;
          setRevoking(null);
        }}
      />
    </PanelRoot>
  );
}
