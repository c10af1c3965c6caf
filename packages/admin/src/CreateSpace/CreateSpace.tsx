import {
  guessTimezone,
  HttpError,
  NEW_SPACE_DEFAULTS,
  spaceEndOfDay,
  spaceStartOfDay,
  useTexts,
  validateCreateSpace,
  type CreateSpaceValues,
} from '@greenroom/core';
import { Button, DatePicker, Select, TextField, TimezoneSelect } from '@greenroom/ui';
import { useState, type FormEvent } from 'react';
import { useCreateSpace } from '../data/useCreateSpace';
import { useProjectsOrLeave } from '../data/useProjectsOrLeave';
import { useWorldList } from '../data/useWorldList';
import { Actions, FieldRow, FormColumn, Hint, ScreenError, SuccessPanel, useRestart } from '../shared';
import { adminTextTable } from '../texts';
import type { AdminSlice } from '../types';

export interface CreateSpaceProps {
  /** Overrides the PortalProvider's api. */
  api?: AdminSlice;
}

type TextFieldName = 'spaceName' | 'defaultVideoServer' | 'defaultVideoServerAppID' | 'defaultGameServer' | 'defaultGamePort';
type Errors = Partial<Record<keyof CreateSpaceValues | 'startDate' | 'endDate' | 'timezone', string | null>>;

/** The text fields in form order; each is labelled by the entry of the texts of the same name. */
const textFields: TextFieldName[] = ['spaceName', 'defaultVideoServer', 'defaultVideoServerAppID', 'defaultGameServer', 'defaultGamePort'];

/**
 * Create a Space (/space-admin): name, servers (prefilled with core's defaults, port 443), project,
 * world, start and end date and timezone (the browser's guess). Every field rule of docs/reference/portal.md §5 is
 * checked before anything is sent; the space runs from 00:01 on the start day to 23:59 on the end
 * day in that zone. 'Success' with BACK (starts over); 'An error occurred creating this space'.
 * @example <CreateSpace />
 */
export function CreateSpace({ api }: CreateSpaceProps) {
  const [key, restart] = useRestart();
  return <CreateSpaceForm key={key} api={api} onBack={restart} />;
}

function CreateSpaceForm({ api, onBack }: CreateSpaceProps & { onBack: () => void }) {
  const texts = useTexts(adminTextTable);
  const [values, setValues] = useState<CreateSpaceValues>({ spaceName: '', ...NEW_SPACE_DEFAULTS, defaultGamePort: String(NEW_SPACE_DEFAULTS.defaultGamePort), projectID: '', worldID: '' });
  const [start, setStart] = useState<Date | null>(null);
  const [end, setEnd] = useState<Date | null>(null);
  const [timezone, setTimezone] = useState(guessTimezone);
  const [errors, setErrors] = useState<Errors>({});
  const projects = useProjectsOrLeave(api);
  const worlds = useWorldList(api);
  const create = useCreateSpace(api);

  if (create.isSuccess) return <SuccessPanel onBack={onBack} />;

  const serverErrors = create.error instanceof HttpError && create.error.status === 400 ? (create.error.fieldErrors ?? {}) : {};
  const errorOf = (field: keyof Errors) => errors[field] ?? serverErrors[field] ?? null;
  const change = (field: keyof Errors, apply: () => void) => {
    apply();
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.reset();
    const found: Errors = {
      ...validateCreateSpace(values),
      startDate: start ? null : texts.required,
      endDate: end ? null : texts.required,
      timezone: timezone ? null : texts.required,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !start || !end) return;
    create.mutate({
      spaceName: values.spaceName.trim(),
      projectID: values.projectID,
      worldID: values.worldID,
      defaultVideoServer: values.defaultVideoServer.trim(),
      defaultVideoServerAppID: values.defaultVideoServerAppID.trim(),
      defaultGameServer: values.defaultGameServer.trim(),
      defaultGamePort: Number(String(values.defaultGamePort).trim()),
      startDate: { date: spaceStartOfDay(start, timezone), timezone },
      endDate: { date: spaceEndOfDay(end, timezone), timezone },
    });
  };

  const busy = create.isPending;
  const failed = create.isError && Object.keys(serverErrors).length === 0;
  return (
    <FormColumn data-ui="CreateSpace" noValidate onSubmit={submit}>
      {textFields.map((name) => (
        <TextField
          key={name}
          label={texts[name]}
          value={String(values[name])}
          required
          fullWidth
          autoComplete="off"
          inputMode={name === 'defaultGamePort' ? 'numeric' : undefined}
          error={errorOf(name)}
          disabled={busy}
          onValueChange={(value) => change(name, () => setValues((v) => ({ ...v, [name]: value })))}
        />
      ))}
      <FieldRow>
        <Select
          label={texts.chooseProject}
          required
          placeholder={texts.selectOne}
          value={values.projectID}
          options={(projects.data ?? []).map((p) => ({ value: p.projectID, label: p.projectName }))}
          error={errorOf('projectID')}
          disabled={busy || !projects.data}
          onValueChange={(value) => change('projectID', () => setValues((v) => ({ ...v, projectID: value })))}
        />
        <Select
          label={texts.chooseWorld}
          required
          placeholder={texts.selectOne}
          value={values.worldID}
          options={(worlds.data ?? []).map((w) => ({ value: w.worldID, label: w.name }))}
          error={errorOf('worldID')}
          disabled={busy || !worlds.data}
          onValueChange={(value) => change('worldID', () => setValues((v) => ({ ...v, worldID: value })))}
        />
      </FieldRow>
      <FieldRow>
        <DatePicker label={texts.startDate} required value={start} error={errorOf('startDate') ?? undefined} disabled={busy} onChange={(date) => change('startDate', () => setStart(date))} />
        <DatePicker label={texts.endDate} required value={end} error={errorOf('endDate') ?? undefined} disabled={busy} onChange={(date) => change('endDate', () => setEnd(date))} />
      </FieldRow>
      <TimezoneSelect label={texts.timezone} value={timezone} guess={timezone} error={errorOf('timezone') ?? undefined} disabled={busy} onChange={(zone) => change('timezone', () => setTimezone(zone))} />
      <Hint>{texts.spaceDatesHint}</Hint>
      <ScreenError message={failed ? texts.spaceError : null} />
      <Actions>
        <Button type="submit" busy={busy}>
          {texts.submit}
        </Button>
      </Actions>
    </FormColumn>
  );
}
