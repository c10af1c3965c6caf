import { useMessageText, useTexts, type Booking, type PortalApi } from '@greenroom/core';
import { Button, Select, Switch, TextField } from '@greenroom/ui';
import { useId } from 'react';
import { Section, SectionTitle } from '../OverviewPanel/styles';
import { guestFlowSettingsTextTable } from '../textTables/guestFlowSettings';
import { flowOf, useGuestFlowSection } from './guestFlowSave';
import { FlowFields, NarrowField, Problem, SaveRow } from './styles';
import { useSectionDraft } from './useSectionDraft';

/** A typed whole number, or NaN (so core's check refuses '1.5', '12h' and blanks). */
const wholeNumber = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/**
 * 'Approval and waitlist' of the Registration tab (issue 27): 'Require approval', 'Waitlist when
 * full', the claim window in hours (core's `checkGuestFlow` on SAVE, and a server's
 * `guestFlow.claimWindowHours` at the field) and the booking's guest language. SAVE puts the guest
 * flow with the booking (a 412 is handled like every save of the tab), then `onSaved`.
 * @example <ApprovalSettings booking={booking} onSaved={() => show('Guest flow saved')} />
 */
export function ApprovalSettings({ booking, api, onSaved }: { booking: Booking; api?: Pick<PortalApi, 'bookings'>; onSaved: () => void }) {
  const texts = useTexts(guestFlowSettingsTextTable).settings;
  const messageText = useMessageText();
  const titleID = useId();
  const flow = flowOf(booking);
  const [draft, setDraft] = useSectionDraft({
    requireApproval: flow.requireApproval,
    waitlist: flow.waitlist,
    claimWindow: String(flow.claimWindowHours),
    language: flow.language,
  });
  const { problems, failed, isPending, save: saveSection } = useGuestFlowSection(booking, api, onSaved);
  const languages = { ...texts.languages, ...(draft.language in texts.languages ? {} : { [draft.language]: draft.language }) };
  const edit = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });

  const save = () => {
    const part = { requireApproval: draft.requireApproval, waitlist: draft.waitlist, claimWindowHours: wholeNumber(draft.claimWindow), language: draft.language };
    saveSection({ ...flow, ...part }, (current) => ({ ...current, ...part }));
  };

  const problem = (field: string) => (problems[`guestFlow.${field}`] ? messageText(problems[`guestFlow.${field}`]) : null);

  return (
    <Section aria-labelledby={titleID}>
      <SectionTitle id={titleID}>{texts.title}</SectionTitle>
      <FlowFields>
        <Switch label={texts.requireApproval} checked={draft.requireApproval} onChange={(on) => edit({ requireApproval: on })} />
        <Switch label={texts.waitlist} checked={draft.waitlist} onChange={(on) => edit({ waitlist: on })} />
        <NarrowField>
          <TextField
            label={texts.claimWindow}
            inputMode="numeric"
            value={draft.claimWindow}
            helperText={texts.claimWindowHelp}
            error={problem('claimWindowHours')}
            onValueChange={(claimWindow) => edit({ claimWindow })}
          />
        </NarrowField>
        <NarrowField>
          <Select
            label={texts.language}
            value={draft.language}
            options={Object.entries(languages).map(([value, label]) => ({ value, label }))}
            error={problem('language')}
            onValueChange={(language) => edit({ language })}
          />
        </NarrowField>
      </FlowFields>
      <SaveRow>
        <Button onClick={save} busy={isPending}>
          {texts.save}
        </Button>
        {failed && <Problem role="alert">{texts.saveError}</Problem>}
      </SaveRow>
    </Section>
  );
}
