import { compareTemplateSummaries, useTexts, type Booking, type EmailTemplateSummary } from '@greenroom/core';
import { Button, EmptyState, IconButton, Table, type TableColumn } from '@greenroom/ui';
import { Plus, Send, Settings } from 'lucide-react';
import { useState } from 'react';
import { AddTemplateDialog } from '../AddTemplateDialog';
import { useBooking } from '../data/bookingQueries';
import type { EmailSlice } from '../data/emailSlice';
import { useGuestRegistrations } from '../data/guestListQuery';
import { usePresenterList } from '../data/usePresenterList';
import { ManageTemplateDialog } from '../ManageTemplateDialog';
import { SendEmailDialog } from '../SendEmailDialog';
import { emailTextTable } from '../textTables/email';
import { Toolbar } from './styles';

export interface EmailPanelProps {
  booking: Booking;
  /** Overrides the PortalProvider's api. */
  api?: EmailSlice;
}

/**
 * The Email tab (docs/reference/bookings.md §2.6): the booking's templates (Name, System, HTML; system ones
 * first), each with a send and a manage button; NEW adds a template. The people lists Send Email
 * shows are read as the tab opens (the Guest List's cache entries), so a send opens on them at once
 * instead of waiting for 9,999 guests to arrive.
 * @example <EmailPanel booking={booking} />
 */
export function EmailPanel({ booking: given, api }: EmailPanelProps) {
  const emailTexts = useTexts(emailTextTable);
  const booking = useBooking(given.bookingID, api, given).data ?? given;
  useGuestRegistrations(booking.bookingID, api);
  usePresenterList({ bookingID: booking.bookingID }, api);
  const templates = Object.values(booking.emailTemplates).sort(compareTemplateSummaries);
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const yesNo = (value: boolean) => (value ? emailTexts.yes : emailTexts.no);
  const columns: TableColumn<EmailTemplateSummary>[] = [
    { id: 'name', header: emailTexts.columns.name, cell: (template) => template.name, width: '2fr' },
    { id: 'system', header: emailTexts.columns.system, cell: (template) => yesNo(template.system), width: 110 },
    { id: 'html', header: emailTexts.columns.html, cell: (template) => yesNo(template.HTML), width: 110 },
    {
      id: 'actions',
      header: emailTexts.columns.actions,
      width: 120,
      align: 'end',
      cell: (template) => (
        <>
          <IconButton label={emailTexts.sendTemplate(template.name)} onClick={() => setSending(template.id)}>
            <Send size={18} aria-hidden />
          </IconButton>
          <IconButton label={emailTexts.manageTemplate(template.name)} onClick={() => setManaging(template.id)}>
            <Settings size={18} aria-hidden />
          </IconButton>
        </>
      ),
    },
  ];

  return (
    <section aria-label={emailTexts.listLabel}>
      <Toolbar>
        <Button startIcon={<Plus />} onClick={() => setAdding(true)}>
          {emailTexts.newTemplate}
        </Button>
      </Toolbar>
      {templates.length === 0 ? (
        <EmptyState title={emailTexts.empty} />
      ) : (
        <Table label={emailTexts.listLabel} columns={columns} rows={templates} getRowId={(template) => template.id} />
      )}
      <AddTemplateDialog open={adding} bookingID={booking.bookingID} onClose={() => setAdding(false)} api={api} />
      {managing && <ManageTemplateDialog emailTemplateID={managing} bookingID={booking.bookingID} onClose={() => setManaging(null)} api={api} />}
      {sending && <SendEmailDialog emailTemplateID={sending} booking={booking} onClose={() => setSending(null)} api={api} />}
    </section>
  );
}
