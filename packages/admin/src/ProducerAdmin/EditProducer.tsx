import { isStaleWrite, sortByName, useTexts, validateEditProducer } from '@greenroom/core';
import { Button, Select, TransferList, type TransferValue } from '@greenroom/ui';
import { useState, type FormEvent } from 'react';
import { useProducerList } from '../data/useProducerList';
import { useProjectsOrLeave } from '../data/useProjectsOrLeave';
import { useUpdateProducerProjects } from '../data/useUpdateProducerProjects';
import { Actions, FormColumn, ScreenError, SuccessPanel } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { splitProjects, toProjectMap } from './projectTransfer';

/** The projects as the producer moved them, and the producer's version when the first was moved. */
interface Moved {
  lists: TransferValue;
  version: number | undefined;
}

/**
 * Edit a Producer: 'Choose Producer' (by name), the producer's projects split by id, SAVE. SAVE
 * carries the producer's version as it was when the edit started; when someone else saved the
 * producer since (412) the producer is told so (core's staleRecord text) and the form shows the
 * projects as read again.
 */
export function EditProducer({ api, onBack }: { api?: AdminSlice; onBack: () => void }) {
  const texts = useTexts(adminTextTable);
  const [producerID, setProducerID] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [moved, setMoved] = useState<Moved | null>(null);
  const producers = useProducerList(api);
  const projects = useProjectsOrLeave(api);
  const save = useUpdateProducerProjects(api);

  if (save.isSuccess) return <SuccessPanel onBack={onBack} />;

  const chosen = producers.data?.find((p) => p.producerID === producerID);
  const lists = moved?.lists ?? (chosen ? splitProjects(projects.data ?? [], chosen.projects) : { left: [], right: [] });
  // Until a project is moved the form shows the producer as last read, so that is the version saved over.
  const version = moved ? moved.version : chosen?.version;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateEditProducer({ producerID }).producerID ?? null;
    setError(found);
    if (found) return;
    save.mutate(
      { producerID, projects: toProjectMap(lists.right), version },
      // Refused as stale: the edits are dropped and the producer's projects show as read again.
      { onError: (failure) => isStaleWrite(failure) && setMoved(null) },
    );
  };

  const busy = save.isPending;
  return (
    <FormColumn data-ui="EditProducer" noValidate onSubmit={submit} aria-label={texts.editProducerTitle}>
      <Select
        label={texts.chooseProducer}
        required
        placeholder={texts.selectOne}
        value={producerID}
        options={sortByName(producers.data ?? [], (p) => p.name).map((p) => ({ value: p.producerID, label: p.name }))}
        error={error}
        disabled={busy || !producers.data}
        onValueChange={(value) => {
          setProducerID(value);
          setMoved(null);
          setError(null);
        }}
      />
      <TransferList
        label={texts.assignProjects}
        leftTitle={texts.availableProjects}
        rightTitle={texts.assignedProjects}
        emptyText={texts.noProjects}
        left={lists.left}
        right={lists.right}
        disabled={busy || !chosen}
        onChange={(next) => setMoved((current) => ({ lists: next, version: current ? current.version : chosen?.version }))}
      />
      <ScreenError message={producers.isError ? texts.producersLoadError : save.isError && !isStaleWrite(save.error) ? texts.editProducerError : null} />
      <Actions>
        <Button type="submit" busy={busy}>
          {texts.save}
        </Button>
      </Actions>
    </FormColumn>
  );
}
