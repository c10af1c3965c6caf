import {
  formatPhone,
  isHttpStatus,
  REGISTRATION_MAX_LENGTHS,
  useTexts,
  validateRegistrationForm,
  type GuestApi,
  type GuestSignUpForm,
  type GuestSignUpResult,
  type HttpError,
} from '@greenroom/core';
import { Button, Spinner, TextField } from '@greenroom/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useGuestApi } from '../GuestProvider';
import { useGuestCall } from '../data';
import { EventTimes, LinkProblem } from '../parts';
import { ButtonLink, LinkText, Muted, Notice, PageRoot, Section } from '../parts/styles';
import { guestTextTable } from '../texts';
import { browserLanguage, browserZone } from '../viewer/viewerZone';
import { emptySignUp, signUpFields, valueOf, withValue } from './signUpDraft';
import { FieldStack } from './styles';

/** Props of SignUpPage. */
export interface SignUpPageProps {
  /** The booking's sign-up code (`/guest/sign-up/<code>`). */
  code: string;
  /** The guest calls; default the GuestProvider's. */
  api?: GuestApi;
  /** The zone sent with the sign-up and shown beside the event's; default the browser's (Intl). */
  viewerZone?: string | null;
  /** Called after a stored sign-up (a host may navigate to the personal link). */
  onSignedUp?: (result: GuestSignUpResult) => void;
}

/** A refusal the form shows in place of itself: the booking's text (404) or core's capacity text (409). */
const isFinal = (error: HttpError) => isHttpStatus(error, 404) || isHttpStatus(error, 409);

/** Focuses an element when it appears (a result, a refusal), so keyboard and screen-reader users land on it. */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function Registered({ result }: { result: GuestSignUpResult }) {
  const texts = useTexts(guestTextTable).signUp;
  const ref = useFocusOnMount<HTMLDivElement>();
  // Issue 27: a sign-up may wait for approval or on the waitlist.
  const heading = result.status === 'pending' ? texts.donePending : result.status === 'waitlisted' ? texts.doneWaitlisted : texts.done;
  return (
    <Notice ref={ref} tabIndex={-1} role="status" data-ui="GuestSignUpDone">
      <h2>{heading}</h2>
      <p>{texts.doneHint}</p>
      <Muted>{texts.yourLink}</Muted>
      <LinkText>{result.intakeUrl}</LinkText>
      <ButtonLink href={result.intakeUrl}>{texts.openLink}</ButtonLink>
    </Notice>
  );
}

function Full({ message }: { message: string }) {
  const texts = useTexts(guestTextTable).signUp;
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Notice ref={ref} tabIndex={-1} role="alert" data-ui="GuestSignUpFull">
      <h2>{texts.full}</h2>
      <p>{message}</p>
    </Notice>
  );
}

/** The form of one booking: its visible intake fields, core's rules before sending, the server's field errors after. */
function SignUpFormView({ code, form, api, zone, onSignedUp }: { code: string; form: GuestSignUpForm; api: GuestApi; zone: string | null; onSignedUp?: SignUpPageProps['onSignedUp'] }) {
  const texts = useTexts(guestTextTable).signUp;
  const formId = useId();
  const fields = signUpFields(form.intakeFields, form.addressType);
  const [draft, setDraft] = useState(() => emptySignUp(form.addressType));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<GuestSignUpResult | null>(null);
  const [refusal, setRefusal] = useState<HttpError | null>(null);
  const [failure, setFailure] = useState('');
  const [focusTurn, setFocusTurn] = useState(0);

  // After a refused submit, focus the first field in error (its message is tied to it by aria-describedby).
  useEffect(() => {
    if (focusTurn === 0) return;
    const first = fields.find((field) => errors[field.key]);
    if (first) document.getElementById(`${formId}-${first.key}`)?.focus();
  }, [focusTurn]); // eslint-disable-line react-hooks/exhaustive-deps -- once per refused submit

  if (result) return <Registered result={result} />;
  if (refusal) return refusal.status === 404 ? <LinkProblem message={refusal.message} /> : <Full message={refusal.message} />;

  const refuse = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    setFocusTurn((turn) => turn + 1);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = validateRegistrationForm(draft, { intakeFields: form.intakeFields, addressType: form.addressType }) as Record<string, string>;
    if (Object.keys(local).length > 0) return refuse(local);
    setSaving(true);
    setFailure('');
    try {
      const stored = await api.signUp({ code, registrationData: draft, language: browserLanguage(), ...(zone ? { timeZone: zone } : {}) });
      setResult(stored);
      onSignedUp?.(stored);
    } catch (error) {
      const refused = error as HttpError;
      if (refused.fieldErrors) refuse(refused.fieldErrors);
      else if (isFinal(refused)) setRefusal(refused);
      else setFailure(refused.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={saving} data-ui="GuestSignUpForm">
      <FieldStack>
        {Object.keys(errors).length > 0 && <p role="alert">{texts.fixErrors}</p>}
        {fields.map((field) => (
          <TextField
            key={field.key}
            id={`${formId}-${field.key}`}
            label={texts[field.key]}
            type={field.kind}
            inputMode={field.kind === 'tel' ? 'tel' : undefined}
            placeholder={field.kind === 'tel' ? '(999) 999-9999' : undefined}
            autoComplete={field.autoComplete}
            required={field.required}
            maxLength={REGISTRATION_MAX_LENGTHS[field.key as keyof typeof REGISTRATION_MAX_LENGTHS]}
            helperText={field.required ? texts.required : texts.optional}
            error={errors[field.key] ?? null}
            value={valueOf(draft, field.key)}
            disabled={saving}
            fullWidth
            onValueChange={(value) => setDraft(withValue(draft, field.key, field.kind === 'tel' ? formatPhone(value) : value))}
          />
        ))}
        {failure && <p role="alert">{failure}</p>}
        <Button type="submit" busy={saving}>
          {form.full ? texts.submitWaitlist : texts.submit}
        </Button>
      </FieldStack>
    </form>
  );
}

/**
 * The registration page of a booking's sign-up link: the event and its time, then the form built
 * from the booking's intake fields (its field rules, a US or international address), checked with
 * core's rules before sending and showing the server's field errors after; 'full' in core's words
 * when the registration capacity is reached; the guest's personal link once registered. A refused
 * link shows the booking's own message (Messages tab), focused.
 * @example
 * <GuestProvider api={createGuestHttpApi({ baseUrl: '/api' })}>
 *   <SignUpPage code={params.code} onSignedUp={({ intakeUrl }) => console.log(intakeUrl)} />
 * </GuestProvider>
 */
export function SignUpPage({ code, api: apiProp, viewerZone, onSignedUp }: SignUpPageProps) {
  const texts = useTexts(guestTextTable);
  const api = useGuestApi(apiProp);
  const [state, reload] = useGuestCall(code, (signal) => api.signUpForm({ code, signal }));
  const zone = viewerZone === undefined ? browserZone() : viewerZone;

  if (state.status === 'loading') {
    return (
      <PageRoot data-ui="GuestSignUpPage" aria-busy="true">
        <Spinner size={32} label={texts.loading} />
      </PageRoot>
    );
  }
  if (state.status === 'error') {
    return (
      <PageRoot data-ui="GuestSignUpPage">
        <LinkProblem message={state.error.message} onRetry={isHttpStatus(state.error, 404) ? undefined : reload} />
      </PageRoot>
    );
  }
  const form = state.data;
  return (
    <PageRoot data-ui="GuestSignUpPage">
      <h1>{texts.signUp.title(form.bookingName)}</h1>
      <EventTimes start={form.start} end={form.end} viewerZone={zone} />
      {form.full && !form.waitlist ? (
        <Full message={form.capacityMessage} />
      ) : (
        <>
          {form.full && <p role="status">{texts.signUp.waitlistOffer}</p>}
          <SignUpFormView code={code} form={form} api={api} zone={zone} onSignedUp={onSignedUp} />
        </>
      )}
      {form.supportMessage && (
        <Section aria-label={texts.join.support}>
          <h2>{texts.join.support}</h2>
          <p>{form.supportMessage}</p>
        </Section>
      )}
    </PageRoot>
  );
}
