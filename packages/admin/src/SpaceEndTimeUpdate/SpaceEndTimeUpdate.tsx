import { chicagoEndOfDay, chicagoToday, formatInZone, formatTexts, useAlert, useNow, useTexts } from '@greenroom/core';
import { Button, Checkbox, DatePicker } from '@greenroom/ui';
import { useId, useState, type FormEvent } from 'react';
import { useSpaceList } from '../data/useSpaceList';
import { useUpdateEndTimes } from '../data/useUpdateEndTimes';
import { Actions, FormColumn, Hint, localDate, ScreenError, Section, SuccessPanel, useRestart } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';
import { NewClose, SpaceChecklist } from './styles';

export interface SpaceEndTimeUpdateProps {
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

/**
 * Space End Time Update (/space-update): 'Select end time (in CST)' (MM/DD/YYYY, with a today
 * button), CHECK ALL, UNCHECK ALL, SUBMIT and the spaces (spaceName, end date) to tick. No date:
 * alert 'Please select an end date'. The end is 23:59:59 America/Chicago on that day; once a day is
 * picked each space shows that end in its own zone ('New close: 03/16/2027 4:59 AM GMT' for London),
 * before SUBMIT. 'Success' / 'An error occurred updating the selected spaces'.
 * @example <SpaceEndTimeUpdate />
 */
export function SpaceEndTimeUpdate({ api }: SpaceEndTimeUpdateProps) {
  const [key, restart] = useRestart();
  return <EndTimeForm key={key} api={api} onBack={restart} />;
}

function EndTimeForm({ api, onBack }: SpaceEndTimeUpdateProps & { onBack: () => void }) {
  const texts = useTexts(adminTextTable);
  const formats = useTexts(formatTexts);
  const alert = useAlert();
  const now = useNow();
  const formID = useId();
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
    if (!day) return alert(texts.selectEndDate);
    if (chosen.size === 0) return setProblem(texts.chooseSpaces);
    setProblem(null);
    update.mutate({ spaceIDArr: all.filter((s) => chosen.has(s.spaceID)).map((s) => s.spaceID), endTime: chicagoEndOfDay(day) });
  };

  const busy = update.isPending;
  const newEnd = day ? chicagoEndOfDay(day) : null;
  return (
    <FormColumn data-ui="SpaceEndTimeUpdate" noValidate onSubmit={submit}>
      <DatePicker
        label={texts.selectEndTimeCst}
        value={day}
        today={localDate(chicagoToday(now()))}
        todayLabel={texts.today.toUpperCase()}
        disabled={busy}
        onChange={setDay}
      />
      <Actions>
        <Button variant="secondary" disabled={busy || all.length === 0} onClick={() => setChosen(new Set(all.map((s) => s.spaceID)))}>
          {texts.checkAll}
        </Button>
        <Button variant="secondary" disabled={busy || chosen.size === 0} onClick={() => setChosen(new Set())}>
          {texts.uncheckAll}
        </Button>
        <Button type="submit" busy={busy}>
          {texts.submit}
        </Button>
      </Actions>
      <ScreenError message={problem ?? (update.isError ? texts.endTimeError : spaces.isError ? texts.spacesLoadError : null)} />
      <Section aria-label={texts.spaces}>
        <h2>{texts.spaces}</h2>
        {spaces.isPending ? (
          <Hint>{texts.loading}</Hint>
        ) : (
          <SpaceChecklist>
            {all.map((space) => (
              <li key={space.spaceID}>
                <Checkbox
                  label={`${space.spaceName} (${texts.endsOn(formatInZone(space.endDate.date, space.endDate.timezone, formats.date))})`}
                  checked={chosen.has(space.spaceID)}
                  disabled={busy}
                  aria-describedby={newEnd ? `${formID}-${space.spaceID}` : undefined}
                  onCheckedChange={() => toggle(space.spaceID)}
                />
                {newEnd && (
                  <NewClose id={`${formID}-${space.spaceID}`}>
                    {texts.newClose(formatInZone(newEnd, space.endDate.timezone, `${formats.dateTime} z`))}
                  </NewClose>
                )}
              </li>
            ))}
          </SpaceChecklist>
        )}
      </Section>
    </FormColumn>
  );
}
