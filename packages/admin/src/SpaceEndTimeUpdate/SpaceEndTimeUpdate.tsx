import { chicagoEndOfDay, chicagoToday, formatDate, useAlert, useNow } from '@greenroom/core';
import { Button, Checkbox, DatePicker } from '@greenroom/ui';
import { useState, type FormEvent } from 'react';
import { useSpaceList } from '../data/useSpaceList';
import { useUpdateEndTimes } from '../data/useUpdateEndTimes';
import { Actions, FormColumn, Hint, localDate, ScreenError, Section, SuccessPanel, useRestart } from '../shared';
import { adminTexts } from '../texts';
import type { AdminSlice } from '../types';
import { SpaceChecklist } from './styles';

export interface SpaceEndTimeUpdateProps {
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * Space End Time Update (/space-update): 'Select end time (in CST)' (MM/DD/YYYY, with a today
 * button), CHECK ALL, UNCHECK ALL, SUBMIT and the spaces (spaceName, end date) to tick. No date:
 * alert 'Please select an end date'. The end is 23:59:59 America/Chicago on that day. 'Success' /
 * 'An error occurred updating the selected spaces'.
 * @example <SpaceEndTimeUpdate />
 */
export function SpaceEndTimeUpdate({ api }: SpaceEndTimeUpdateProps) {
  const [key, restart] = useRestart();
  return <EndTimeForm key={key} api={api} onBack={restart} />;
}

function EndTimeForm({ api, onBack }: SpaceEndTimeUpdateProps & { onBack: () => void }) {
  const alert = useAlert();
  const now = useNow();
  const [day, setDay] = useState<Date | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const spaces = useSpaceList(api);
  const update = useUpdateEndTimes(api);

  if (update.isSuccess) return <SuccessPanel onBack={onBack} />;

  const all = spaces.data ?? [];
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!day) return alert(adminTexts.selectEndDate);
    if (chosen.size === 0) return setProblem(adminTexts.chooseSpaces);
    setProblem(null);
    update.mutate({ spaceIDArr: all.filter((s) => chosen.has(s.spaceID)).map((s) => s.spaceID), endTime: chicagoEndOfDay(day) });
  };

  const busy = update.isPending;
  return (
    <FormColumn data-ui="SpaceEndTimeUpdate" noValidate onSubmit={submit}>
      <DatePicker
        label={adminTexts.selectEndTimeCst}
        value={day}
        today={localDate(chicagoToday(now()))}
        todayLabel={adminTexts.today.toUpperCase()}
        disabled={busy}
        onChange={setDay}
      />
      <Actions>
        <Button variant="secondary" disabled={busy || all.length === 0} onClick={() => setChosen(new Set(all.map((s) => s.spaceID)))}>
          {adminTexts.checkAll}
        </Button>
        <Button variant="secondary" disabled={busy || chosen.size === 0} onClick={() => setChosen(new Set())}>
          {adminTexts.uncheckAll}
        </Button>
        <Button type="submit" busy={busy}>
          {adminTexts.submit}
        </Button>
      </Actions>
      <ScreenError message={problem ?? (update.isError ? adminTexts.endTimeError : spaces.isError ? adminTexts.spacesLoadError : null)} />
      <Section aria-label={adminTexts.spaces}>
        <h2>{adminTexts.spaces}</h2>
        {spaces.isPending ? (
          <Hint>{adminTexts.loading}</Hint>
        ) : (
          <SpaceChecklist>
            {all.map((space) => (
              <li key={space.spaceID}>
                <Checkbox
                  label={`${space.spaceName} (${adminTexts.endsOn(formatDate(space.endDate.date, space.endDate.timezone))})`}
                  checked={chosen.has(space.spaceID)}
                  disabled={busy}
                  onCheckedChange={() => toggle(space.spaceID)}
                />
              </li>
            ))}
          </SpaceChecklist>
        )}
      </Section>
    </FormColumn>
  );
}
