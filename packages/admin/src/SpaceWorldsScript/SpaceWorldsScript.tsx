import { useTexts, type InvalidSpaceRecord } from '@greenroom/core';
import { Button, CopyButton } from '@greenroom/ui';
import { useState } from 'react';
import { useRepairWorldSkin } from '../data/useRepairWorldSkin';
import { useSpaceWorldsReport } from '../data/useSpaceWorldsReport';
import { Actions, Hint, ScreenError, Section } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { ItemRow, ItemList, Lists, Meta } from './styles';

export interface SpaceWorldsScriptProps {
  /** Address of a space's producer page (opened in a new tab). Default `/space/{spaceID}`. */
  spaceHref?: (spaceID: string) => string;
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

const rowKey = (row: InvalidSpaceRecord) => `${row.spaceID}/${row.propertyName}`;

/**
 * Space and Worlds Script (/space-worlds): RUN SCRIPT, then 'Invalid Spaces (Space)' and 'Invalid
 * Spaces (World)'. Each item: the space name linking to its producer page in a new tab, a copy
 * space id button, the world and the property; World items have REPAIR (row spinner; the row
 * leaves on success). Any failure: 'An error occurred'.
 * @example <SpaceWorldsScript />
 */
export function SpaceWorldsScript({ spaceHref = (id) => `/space/${encodeURIComponent(id)}`, api }: SpaceWorldsScriptProps) {
  const texts = useTexts(adminTextTable);
  const { report, run } = useSpaceWorldsReport(api);
  const repair = useRepairWorldSkin(api);
  const [repairing, setRepairing] = useState<ReadonlySet<string>>(() => new Set());

  const repairRow = (row: InvalidSpaceRecord) => {
    const key = rowKey(row);
    setRepairing((current) => new Set(current).add(key));
    repair.mutate(row, {
      onSettled: () =>
        setRepairing((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        }),
    });
  };

  const item = (row: InvalidSpaceRecord, withRepair: boolean) => (
    <ItemRow key={rowKey(row)}>
      <a href={spaceHref(row.spaceID)} target="_blank" rel="noopener noreferrer">
        {row.spaceName}
        <span className="visually-hidden"> {texts.opensInNewTab}</span>
      </a>
      <CopyButton text={row.spaceID} label={texts.copySpaceID(row.spaceName)} size="sm" />
      <Meta>
        {texts.worldLabel}: {row.worldName}
      </Meta>
      <Meta>
        {texts.propertyLabel}: {row.propertyName}
      </Meta>
      {withRepair && (
        <Button
          variant="secondary"
          aria-label={texts.repairRow(row.spaceName, row.propertyName)}
          busy={repairing.has(rowKey(row))}
          onClick={() => repairRow(row)}
        >
          {texts.repair}
        </Button>
      )}
    </ItemRow>
  );

  const list = (title: string, rows: InvalidSpaceRecord[], withRepair: boolean) => (
    <Section aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? <Hint>{texts.noInvalid}</Hint> : <ItemList>{rows.map((row) => item(row, withRepair))}</ItemList>}
    </Section>
  );

  return (
    <Lists data-ui="SpaceWorldsScript">
      <Actions>
        <Button busy={run.isPending} onClick={() => run.mutate()}>
          {texts.runScript}
        </Button>
      </Actions>
      <ScreenError message={run.isError || repair.isError ? texts.genericError : null} />
      {report && list(texts.invalidSpaces, report.invalidSpaces, false)}
      {report && list(texts.invalidWorlds, report.invalidWorlds, true)}
    </Lists>
  );
}
