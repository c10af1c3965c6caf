import { useMessageText, useTexts, type Booking, type PortalApi, type ReminderRule } from '@greenroom/core';
import { Button, Switch, TextField } from '@greenroom/ui';
import { useId } from 'react';
import { Section, SectionTitle } from '../OverviewPanel/styles';
import { guestFlowSettingsTextTable } from '../textTables/guestFlowSettings';
import { flowOf, useGuestFlowSection } from './guestFlowSave';
import { reminderLabel } from './reminderLabel';
import { Helper, Problem, ReminderList, ReminderRow, SaveRow } from './styles';
import { useSectionDraft } from './useSectionDraft';

/** A typed whole number, or NaN (so core's check refuses '1.5', '10m' and blanks). */
const wholeNumber = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The edits of one reminder: on/off and the offset as typed. */
interface ReminderDraft {
  enabled: boolean;
  offset: string;
}

/** The rules with the draft's on/off and offsets applied, by reminder id. */
function applyDrafts(rules: ReminderRule[], drafts: Record<string, ReminderDraft>): ReminderRule[] {
  return rules.map((rule) => {
    const draft = drafts[rule.reminderID];
    return draft ? { ...rule, enabled: draft.enabled, offsetMinutes: wholeNumber(draft.offset) } : rule;
  });
}

/**
 * 'Reminders and follow-ups' of the Registration tab (issue 27): one row per reminder of the guest
 * flow, named from its anchor, offset and audience ('24 hours before the start · registered
 * guests'), with a switch `Send <name>` and its offset in minutes (core's `checkGuestFlow` on SAVE,
 * a server's `guestFlow.reminders.<i>.offsetMinutes` at the field). SAVE puts the guest flow with
 * the booking, the templates untouched (the server picks the booking's reminder templates for '').
 * @example <ReminderSettings booking={booking} onSaved={() => show('Reminders saved')} />
 */
export function ReminderSettings({ booking, api, onSaved }: { booking: Booking; api?: Pick<PortalApi, 'bookings'>; onSaved: () => void }) {
  const texts = useTexts(guestFlowSettingsTextTable);
  const messageText = useMessageText();
  const titleID = useId();
  const rules = flowOf(booking).reminders;
  const [drafts, setDrafts] = useSectionDraft(
    Object.fromEntries(rules.map((rule) => [rule.reminderID, { enabled: rule.enabled, offset: String(rule.offsetMinutes) }])) as Record<string, ReminderDraft>,
  );
  const { problems, failed, isPending, save: saveSection } = useGuestFlowSection(booking, api, onSaved);

  const save = () => {
    saveSection({ ...flowOf(booking), reminders: applyDrafts(rules, drafts) }, (current) => ({ ...current, reminders: applyDrafts(current.reminders, drafts) }));
  };

  return (
    <Section aria-labelledby={titleID}>
      <SectionTitle id={titleID}>{texts.reminders.title}</SectionTitle>
      {rules.length === 0 ? (
        <Helper>{texts.reminders.empty}</Helper>
      ) : (
        <ReminderList>
          {rules.map((rule, index) => {
            const draft = drafts[rule.reminderID] ?? { enabled: rule.enabled, offset: String(rule.offsetMinutes) };
            const typed = wholeNumber(draft.offset);
            const label = reminderLabel(texts.reminders, { ...rule, offsetMinutes: Number.isNaN(typed) ? rule.offsetMinutes : typed });
            const problem = problems[`guestFlow.reminders.${index}.offsetMinutes`];
            const edit = (change: Partial<ReminderDraft>) => setDrafts({ ...drafts, [rule.reminderID]: { ...draft, ...change } });
            return (
              <ReminderRow key={rule.reminderID}>
                <div>
                  <Switch label={texts.reminders.send(label)} hideLabel checked={draft.enabled} onChange={(enabled) => edit({ enabled })} />
                  <span aria-hidden="true">{label}</span>
                </div>
                <TextField
                  label={texts.reminders.offsetLabel(label)}
                  hideLabel
                  inputMode="numeric"
                  value={draft.offset}
                  endAdornment={texts.reminders.minutesUnit}
                  error={problem ? messageText(problem) : null}
                  onValueChange={(offset) => edit({ offset })}
                />
              </ReminderRow>
            );
          })}
        </ReminderList>
      )}
      <SaveRow>
        <Button onClick={save} busy={isPending} disabled={rules.length === 0}>
          {texts.reminders.save}
        </Button>
        {failed && <Problem role="alert">{texts.settings.saveError}</Problem>}
      </SaveRow>
    </Section>
  );
}
