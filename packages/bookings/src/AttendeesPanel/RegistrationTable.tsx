import { useTexts, type Registration } from '@greenroom/core';
import { Table, type TableColumn } from '@greenroom/ui';
import { rmaTextTable } from '../textTables/rma';
import type { BookingsTexts } from '../texts.en';

const columns = (texts: BookingsTexts['attendees']): TableColumn<Registration>[] => [
  { id: 'name', header: texts.columns.name, cell: (r) => `${r.registrationData.firstName} ${r.registrationData.lastName}`.trim() },
  { id: 'email', header: texts.fields.emailAddress, cell: (r) => r.registrationData.emailAddress },
  { id: 'company', header: texts.fields.company, cell: (r) => r.registrationData.company },
];

/**
 * Registrations of the guest list (who registered and did not come).
 * @example <RegistrationTable label="Registered, did not come" rows={absent} emptyText="Nobody in this list" />
 */
export function RegistrationTable({ label, rows, emptyText }: { label: string; rows: Registration[]; emptyText: string }) {
  const texts = useTexts(rmaTextTable).attendees;
  return <Table label={label} columns={columns(texts)} rows={rows} getRowId={(r) => r.registrationID} emptyText={emptyText} height={440} />;
}
