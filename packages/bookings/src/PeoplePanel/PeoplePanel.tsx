import { isOffered, sortByPersonName, useLinks, useTexts, type PortalApi, type Registration } from '@greenroom/core';
import { Button, CopyButton, IconButton, Table, TextField, useSnackbar, type TableColumn } from '@greenroom/ui';
import { Pencil, Plus } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { personName, type GuestKind, type GuestListBooking } from '../data/guestSlices';
import { useBookingsApi } from '../data/bookingsApi';
import { matchesPeopleSearch } from '../data/peopleSearch';
import { personalLink } from '../data/personalLink';
import { useDeliveriesByPerson } from '../data/useDeliveriesByPerson';
import { EmailsCell } from '../EmailsCell';
import { guestListTextTable } from '../textTables/guestList';
import { peopleSearchTextTable } from '../textTables/peopleSearch';
import { MatchCount, PanelRoot, RowButtons, SearchBox, Toolbar } from './styles';

/** The texts that tell one list of people from the other. */
export interface PeoplePanelTexts {
  /** The panel's and the table's accessible name. */
  label: string;
  /** The add button ('NEW'). */
  newPerson: string;
  loading: string;
  loadError: string;
  empty: string;
  /** The snackbar after a link was copied. */
  linkCopied: string;
}

/** What the panel hands its Add/Manage dialog. */
export interface PeopleDialogControls<P extends Registration> {
  open: boolean;
  /** The person managed; undefined while adding. */
  person: P | undefined;
  onClose: () => void;
  /** A link was copied in the dialog: the panel shows its snackbar. */
  onCopied: () => void;
}

export interface PeoplePanelProps<P extends Registration> {
  booking: GuestListBooking;
  /** Whose list it is: decides each row's copied link (the invitation mail's). Default 'attendee'. */
  kind?: GuestKind;
  /** The list query of the people shown (guests or presenters). */
  list: { data?: P[]; isPending: boolean; isError: boolean };
  texts: PeoplePanelTexts;
  /** Overrides the PortalProvider's api for the deliveries call. */
  api?: Pick<PortalApi, 'emailTemplates'>;
  /** More toolbar buttons after NEW, given the sorted rows and the panel's snackbar. */
  tools?: (rows: P[], notify: (message: string) => void) => ReactNode;
  /** The Add/Manage dialog. */
  dialog: (controls: PeopleDialogControls<P>) => ReactNode;
  /** Starts loading the dialog's code when a person points at or focuses NEW or a manage button. */
  preloadDialog?: () => void;
  /** Columns before the name (the Guest List's selection checkboxes). */
  leadingColumns?: TableColumn<P>[];
  /** Columns right after the name (the Guest List's Status). */
  moreColumns?: TableColumn<P>[];
  /** More dialogs of the panel. */
  children?: ReactNode;
}

type Open = { dialog: 'add' } | { dialog: 'manage'; registrationID: string } | null;

/**
 * A list of people of a booking (the Guest List and Presenters tabs, docs/reference/bookings.md §2.4–2.5):
 * NEW and the panel's own tools, a search by name, email or company (filters as you type, says
 * politely how many it shows, and 'Nobody matches …' apart from the empty list), the people by
 * last then first name (virtualized; one card per person at phone width) with Company, Email,
 * Brand, the templates that reached, failed (with why, as text) or wait for each (one deliveries
 * call per booking), copy-link (the person's own link, as the invitation mail gives it: intake
 * host for a guest, attendee-join host for a presenter) and manage buttons, and the Add/Manage
 * dialog. The Emails column is left out when the backend does not offer `emailTemplates.deliveries`;
 * a list adds its own columns before the name (`leadingColumns`) or after it (`moreColumns`).
 * @example
 * <PeoplePanel booking={booking} list={usePresenterList({ bookingID })} texts={{ ...presenterTexts, newPerson: 'NEW' }}
 *   dialog={(controls) => <PresenterDialog booking={booking} presenter={controls.person} {...controls} />}
 *   preloadDialog={PresenterDialog.preload} />
 */
export function PeoplePanel<P extends Registration>({
  booking,
  kind = 'attendee',
  list,
  texts,
  api,
  tools,
  dialog,
  preloadDialog,
  leadingColumns = [],
  moreColumns = [],
  children,
}: PeoplePanelProps<P>) {
  const common = useTexts(guestListTextTable);
  const searchTexts = useTexts(peopleSearchTextTable);
  const links = useLinks();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState<Open>(null);
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query).trim();
  const rows = useMemo(() => sortByPersonName(list.data ?? [], (r) => r.registrationData), [list.data]);
  const shown = useMemo(() => (search === '' ? rows : rows.filter((r) => matchesPeopleSearch(search, r))), [rows, search]);
  const emails = useDeliveriesByPerson(booking, list.data, api);
  const showsEmails = isOffered(useBookingsApi(api).emailTemplates?.deliveries);
  const managed = open?.dialog === 'manage' ? rows.find((r) => r.registrationID === open.registrationID) : undefined;
  const copied = () => snackbar.show(texts.linkCopied);
  const intent = { onPointerEnter: preloadDialog, onFocus: preloadDialog };

  const columns: TableColumn<P>[] = [
    ...leadingColumns,
    { id: 'name', header: common.columns.name, cell: personName },
    ...moreColumns,
    { id: 'company', header: common.columns.company, cell: (r) => r.registrationData.company },
    { id: 'email', header: common.columns.email, cell: (r) => r.registrationData.emailAddress },
    { id: 'brand', header: common.columns.brand, cell: (r) => (r.brand ? common.yes : common.no), width: 80 },
    ...(showsEmails
      ? [
          {
            id: 'emails',
            header: common.deliveries.column,
            width: 240,
            cell: (r: P) => <EmailsCell personID={r.registrationID} personName={personName(r)} deliveries={emails.byPerson.get(r.registrationID)} unavailable={emails.isError} />,
          },
        ]
      : []),
    {
      id: 'actions',
      header: common.columns.actions,
      width: 104,
      cell: (r) => (
        <RowButtons>
          <CopyButton text={personalLink(kind, r.loginCode, links)} label={common.list.copyLink(personName(r))} size="sm" onCopied={copied} />
          <IconButton label={common.list.manage(personName(r))} size="sm" onClick={() => setOpen({ dialog: 'manage', registrationID: r.registrationID })} {...intent}>
            <Pencil />
          </IconButton>
        </RowButtons>
      ),
    },
  ];

  return (
    <PanelRoot aria-label={texts.label}>
      <Toolbar>
        <Button startIcon={<Plus />} onClick={() => setOpen({ dialog: 'add' })} {...intent}>
          {texts.newPerson}
        </Button>
        {tools?.(rows, snackbar.show)}
        <SearchBox>
          <TextField label={searchTexts.peopleSearch} type="search" value={query} fullWidth onValueChange={setQuery} />
        </SearchBox>
      </Toolbar>
      <MatchCount role="status">{search !== '' && rows.length > 0 ? searchTexts.shownCount(shown.length, rows.length) : ''}</MatchCount>
      <Table
        label={texts.label}
        columns={columns}
        rows={shown}
        getRowId={(r) => r.registrationID}
        height={480}
        loading={list.isPending}
        loadingText={texts.loading}
        error={list.isError ? texts.loadError : undefined}
        emptyText={rows.length > 0 ? searchTexts.noMatch(search) : texts.empty}
      />
      {dialog({ open: open?.dialog === 'add' || managed !== undefined, person: managed, onClose: () => setOpen(null), onCopied: copied })}
      {children}
      {snackbar.element}
    </PanelRoot>
  );
}
