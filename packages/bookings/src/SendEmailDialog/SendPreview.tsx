import { buildPlaceholderValues, renderEmail, TemplateRenderError, useLinks, useTexts, type Booking, type EmailTemplate, type Registration } from '@greenroom/core';
import { IconButton } from '@greenroom/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { personName } from '../data/guestSlices';
import { emailTextTable } from '../textTables/email';
import { Pager, PreviewFrame, PreviewText } from './styles';

/** A recipient of the preview, with the link they get. */
export interface PreviewRecipient {
  person: Registration;
  kind: 'attendee' | 'presenter';
}

export interface SendPreviewProps {
  booking: Booking;
  template: EmailTemplate;
  recipients: readonly PreviewRecipient[];
}

/**
 * The mail as each chosen recipient gets it (subject and body), rendered by the same rule as the
 * server; an HTML body shows in a sandboxed frame (no scripts, no same origin). The calendar link
 * and the space's skin headers are the server's: the preview uses the defaults.
 * @example <SendPreview booking={booking} template={template} recipients={[{ person: ada, kind: 'attendee' }]} />
 */
export function SendPreview({ booking, template, recipients }: SendPreviewProps) {
  const emailTexts = useTexts(emailTextTable);
  const links = useLinks();
  const [index, setIndex] = useState(0);
  const current = recipients[Math.min(index, recipients.length - 1)];
  if (!current) return null;
  const { person, kind } = current;
  let mail: ReturnType<typeof renderEmail> | null = null;
  let problem: string | null = null;
  try {
    const values = buildPlaceholderValues({
      booking: { name: booking.name, start: booking.start, end: booking.end, signUpLoginCode: booking.signUpLoginCode },
      registration: { kind, loginCode: person.loginCode, firstName: person.registrationData.firstName },
      links,
      calendarLoginCode: null,
    });
    mail = renderEmail(template, values, person.registrationData.emailAddress);
  } catch (error) {
    if (!(error instanceof TemplateRenderError)) throw error;
    problem = error.message;
  }

  return (
    <section aria-label={emailTexts.previewTitle}>
      <Pager>
        <IconButton label={emailTexts.previousRecipient} disabled={index === 0} onClick={() => setIndex(index - 1)}>
          <ChevronLeft size={18} aria-hidden />
        </IconButton>
        <span>
          {emailTexts.previewOf(personName(person))} ({index + 1}/{recipients.length})
        </span>
        <IconButton label={emailTexts.nextRecipient} disabled={index >= recipients.length - 1} onClick={() => setIndex(index + 1)}>
          <ChevronRight size={18} aria-hidden />
        </IconButton>
      </Pager>
      {problem && <p role="alert">{problem}</p>}
      {mail && (
        <>
          <p>
            <strong>{emailTexts.subject}:</strong> {mail.subject}
          </p>
          {mail.html ? <PreviewFrame title={emailTexts.previewTitle} sandbox="" srcDoc={mail.html} /> : <PreviewText>{mail.text}</PreviewText>}
        </>
      )}
    </section>
  );
}
