import { compareTemplateSummaries, type Booking } from '@greenroom/core';
import { Button, EmptyState, IconButton } from '@greenroom/ui';
import { Send, Settings } from 'lucide-react';
import { useState } from 'react';
import { AddTemplateDialog } from '../AddTemplateDialog';
import { useBooking } from '../data/bookingQueries';
import type { EmailSlice } from '../data/emailSlice';
import { ManageTemplateDialog } from '../ManageTemplateDialog';
import { SendEmailDialog } from '../SendEmailDialog';
import { emailTexts } from '../textsEmail';
import { TemplateTable, Toolbar } from './styles';

export interface EmailPanelProps {
  booking: Booking;
  /** Overrides the PortalProvider's api. */
  api?: EmailSlice;
}

/**
 * The Email tab (spec/bookings.md §2.6): the booking's templates (Name, System, HTML; system ones
 * first), each with a send and a manage button; NEW adds a template.
 * @example <EmailPanel booking={booking} />
 */
export function EmailPanel({ booking: given, api }: EmailPanelProps) {
  const booking = useBooking(given.bookingID, api, given).data ?? given;
  const templates = Object.values(booking.emailTemplates).sort(compareTemplateSummaries);
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const yesNo = (value: boolean) => (value ? emailTexts.yes : emailTexts.no);

  return (
    <section aria-label={emailTexts.listLabel}>
      <Toolbar>
        <Button onClick={() => setAdding(true)}>{emailTexts.newTemplate}</Button>
      </Toolbar>
      {templates.length === 0 ? (
        <EmptyState title={emailTexts.empty} />
      ) : (
        <TemplateTable aria-label={emailTexts.listLabel}>
          <thead>
            <tr>
              <th scope="col">{emailTexts.columns.name}</th>
              <th scope="col">{emailTexts.columns.system}</th>
              <th scope="col">{emailTexts.columns.html}</th>
              <th scope="col">{emailTexts.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((template) => (
              <tr key={template.id}>
                <td>{template.name}</td>
                <td>{yesNo(template.system)}</td>
                <td>{yesNo(template.HTML)}</td>
                <td>
                  <IconButton label={emailTexts.sendTemplate(template.name)} onClick={() => setSending(template.id)}>
                    <Send size={18} aria-hidden />
                  </IconButton>
                  <IconButton label={emailTexts.manageTemplate(template.name)} onClick={() => setManaging(template.id)}>
                    <Settings size={18} aria-hidden />
                  </IconButton>
                </td>
              </tr>
            ))}
          </tbody>
        </TemplateTable>
      )}
      <AddTemplateDialog open={adding} bookingID={booking.bookingID} onClose={() => setAdding(false)} api={api} />
      {managing && <ManageTemplateDialog emailTemplateID={managing} bookingID={booking.bookingID} onClose={() => setManaging(null)} api={api} />}
      {sending && <SendEmailDialog emailTemplateID={sending} booking={booking} onClose={() => setSending(null)} api={api} />}
    </section>
  );
}
