import type { Registration } from '@greenroom/core';
import { Table, type TableColumn } from '@greenroom/ui';
import { rmaTexts } from '../textsRma';

const columns: TableColumn<Registration>[] = [
  { id: 'name', header: rmaTexts.attendees.columns.name, cell: (r) => `${r.registrationData.firstName} ${r.registrationData.lastName}`.trim() },
  { id: 'email', header: rmaTexts.attendees.fields.emailAddress, cell: (r) => r.registrationData.emailAddress },
  { id: 'company', header: rmaTexts.attendees.fields.company, cell: (r) => r.registrationData.company },
];

/**
 * Registrations of the guest list (who registered and did not come).
 * @example <RegistrationTable label="Registered, did not come" rows={absent} emptyText="Nobody in this list" />
 */
export function RegistrationTable({ label, rows, emptyText }: { label: string; rows: Registration[]; emptyText: string }) {
  return <Table label={label} columns={columns} rows={rows} getRowId={(r) => r.registrationID} emptyText={emptyText} height={440} />;
}
