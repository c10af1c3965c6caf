import { queryKeys, useTexts } from '@greenroom/core';
import { Button } from '@greenroom/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Actions, useRestart } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { CreateProducer } from './CreateProducer';
import { EditProducer } from './EditProducer';
import { ModeColumn } from './styles';

export interface ProducerAdminProps {
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * Producer admin (/producer-admin): CREATE (default) and EDIT toggle buttons over Create a Producer
 * (role 1, 'An error occurred creating this producer.') and Edit a Producer ('An error occurred
 * editing this producer.'); both end in 'Success' with BACK, which does what the spec's page reload
 * did: the screen starts over on CREATE with the producers and projects read again.
 * @example <ProducerAdmin />
 */
export function ProducerAdmin({ api }: ProducerAdminProps) {
  const texts = useTexts(adminTextTable);
  const [mode, setMode] = useState<'create' | 'edit'>('create');
  const [key, restart] = useRestart();
  const queryClient = useQueryClient();
  const reload = () => {
    setMode('create');
    restart();
    void queryClient.invalidateQueries({ queryKey: queryKeys.producers.list(), exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects.list(), exact: true });
  };
  const toggle = (next: 'create' | 'edit', label: string) => (
    <Button variant={mode === next ? 'primary' : 'secondary'} aria-pressed={mode === next} onClick={() => setMode(next)}>
      {label}
    </Button>
  );
  return (
    <ModeColumn data-ui="ProducerAdmin">
      <Actions role="group" aria-label={texts.producerMode}>
        {toggle('create', texts.create)}
        {toggle('edit', texts.edit)}
      </Actions>
      {mode === 'create' ? <CreateProducer key={`c${key}`} api={api} onBack={reload} /> : <EditProducer key={`e${key}`} api={api} onBack={reload} />}
    </ModeColumn>
  );
}
