import { isStaleWrite, useLinks, useTexts, type Registration } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { GuestKind, GuestListBooking, PersonDraft } from '../data/guestSlices';
import { draftOf } from '../data/personDraft';
import { personalLink } from '../data/personalLink';
import { placeServerErrors } from '../data/serverFieldErrors';
import type { PresenterExtras } from '../data/useSavePresenter';
import { PersonEmails } from '../EmailsCell/PersonEmails';
import { GuestActions, type GuestActionsProps } from '../GuestActions';
import { emptyDraft, PersonForm, personErrors, personFieldKeys, type PersonErrors } from '../PersonForm';
import { guestsTextTable } from '../textTables/guests';

/**
 * The save mutation a person dialog drives (useSaveAttendee, useSavePresenter): a manage save
 * carries the `version` the dialog was opened at, and the mutation itself tells the producer
 * about a 412 and reads the list again.
 */
export interface PersonSave {
  mutate: (
    variables: { draft: PersonDraft; registrationID?: string; extras?: PresenterExtras; version?: number },
    callbacks: { onSuccess: (saved: Registration) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** The texts that tell the attendee dialog from the presenter one. */
export interface PersonDialogTexts {
  addTitle: string;
  manageTitle: string;
  createError: string;
  editError: string;
}

export interface PersonDialogProps {
  booking: GuestListBooking;
  kind: GuestKind;
  /** The person managed ('Manage …'); without it one is added ('Add …'). */
  person?: Registration;
  texts: PersonDialogTexts;
  /** The label of the person's link in the manage actions. */
  linkLabel: string;
  save: PersonSave;
  /** Sent with a manage save besides the person (the presenter's permissions and Bridge Access). */
  extras?: PresenterExtras;
  /** A form rule failed before anything was sent. */
  onInvalid?: () => void;
  onClose: () => void;
  onCopied: () => void;
  api?: GuestActionsProps['api'];
  /** Lays out the dialog's form around its general part (the record actions and the person form). */
  children?: (general: ReactNode) => ReactNode;
}

/**
 * The Add/Manage dialog of a person (docs/reference/bookings.md §2.4, §2.5): the form on the booking's
 * intake fields with Brand and Allow Early Access; managing also shows the person's own link (the
 * one the invitation mail gives: intake host for a guest, attendee-join host for a presenter) with
 * copy, resend invite, regenerate link and delete record, and what each template did for the
 * person (a failure with its reason, as text). Nothing is sent while a rule fails; a refusal with
 * field errors shows each under its field, and the dialog's error text only shows for a failure
 * with none of them. A manage save sends the version the dialog was opened at (the draft's, not a
 * later re-read's); when someone else saved the person since (412) the dialog closes, the save
 * having told the producer so and read the list again. Mount it while open (the draft starts
 * from `person`).
 * @example
 * <PersonDialog booking={booking} kind="attendee" person={r} texts={useTexts(guestsTextTable).attendee} linkLabel="Intake URL"
 *   save={useSaveAttendee({ bookingID })} onClose={close} onCopied={show} />
 */
export function PersonDialog({ booking, kind, person, texts, linkLabel, save, extras, onInvalid, onClose, onCopied, api, children }: PersonDialogProps) {
  const form = useTexts(guestsTextTable).form;
  const formId = useId();
  const links = useLinks();
  const [draft, setDraft] = useState<PersonDraft>(() => (person ? draftOf(person) : emptyDraft()));
  // The version the draft was read at: a re-read of the list while open must not move it, only
  // this dialog's own save (whose answer holds the draft at its new version).
  const [version, setVersion] = useState(person?.version);
  const [errors, setErrors] = useState<PersonErrors>({});
  // The last refusal put its messages at the fields: no generic text then.
  const [refusedAtFields, setRefusedAtFields] = useState(false);
  // A 412 is told by the save's alert (the dialog closes): never the generic text for it.
  const failure = save.isError && !refusedAtFields && !isStaleWrite(save.error) ? (person ? texts.editError : texts.createError) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = personErrors(draft, booking);
    setErrors(problems);
    setRefusedAtFields(false);
    if (Object.keys(problems).length > 0) return onInvalid?.();
    save.mutate(
      { draft, registrationID: person?.registrationID, ...(person ? { version } : {}), ...(person && extras ? { extras } : {}) },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          onClose();
        },
        onError: (error) => {
          if (person && isStaleWrite(error)) return onClose();
          const placed = placeServerErrors(error, personFieldKeys(booking));
          setErrors(placed.fields as PersonErrors);
          setRefusedAtFields(!placed.generic);
          if (!placed.generic) onInvalid?.();
        },
      },
    );
  };

  // The manage dialog follows the cached record, so a regenerated code shows at once.
  const general = (
    <>
      {person && (
        <GuestActions
          booking={booking}
          kind={kind}
          person={person}
          link={personalLink(kind, person.loginCode, links)}
          linkLabel={linkLabel}
          email={draft.email}
          onCopied={onCopied}
          onDeleted={onClose}
          api={api}
        />
      )}
      {person && <PersonEmails booking={booking} person={person} api={api} />}
      <PersonForm booking={booking} draft={draft} onChange={setDraft} errors={errors} disabled={save.isPending} />
    </>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={person ? texts.manageTitle : texts.addTitle}
      busy={save.isPending}
      error={failure}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={save.isPending}>
            {form.cancel}
          </Button>
          <Button type="submit" form={formId} busy={save.isPending}>
            {form.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {children ? children(general) : general}
      </form>
    </Dialog>
  );
}
