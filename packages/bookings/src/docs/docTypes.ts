// The shapes of the panel reference (panelDocs.ts), typed so the reference cannot drift from the
// code: a prop, a call, a field or an event that does not exist (or a prop or event left out) is a
// type error, not a stale line of documentation.

/** Every call of an api slice, as 'domain.method'. @example const call: SliceCall<GuestsSlice> = 'registrations.create'; */
export type SliceCall<S> = { [D in keyof S & string]: `${D}.${keyof NonNullable<S[D]> & string}` }[keyof S & string];

/** One prop of a panel: its type as a partner writes it, and what it does. @example { type: 'string', doc: 'The space whose bookings are listed.' } */
export interface PropDoc {
  type: string;
  doc: string;
}

/** One callback of a `mount…` entry: its payload, and when it fires. @example { payload: 'registration: Registration', doc: 'A guest was added.' } */
export interface EventDoc {
  payload: string;
  doc: string;
}

/** One CSP directive a panel needs, and why. @example { directive: "style-src 'nonce-…'", why: 'The panel's styles are nonce-carrying style tags.' } */
export interface CspDoc {
  directive: string;
  why: string;
}

/** Whether `D` is the whole `B` (then the reference lists the fields a panel shows, a subset). */
type IsWhole<D, B> = [B] extends [D] ? ([D] extends [B] ? true : false) : false;

/**
 * The fields a panel reads of its data type, each with what it is for: every field of a narrow
 * summary type (so a field added to the type must be documented), any fields of a whole entity.
 * @example const reads: FieldsRead<GuestListBooking, Booking> = { bookingID: 'the guests are listed by it', … };
 */
export type FieldsRead<D, Whole> = IsWhole<D, Whole> extends true ? Partial<Record<keyof D & string, string>> : { [K in keyof D & string]-?: string };

/** The reference of one embeddable panel, as the Ladle docs page and the README show it. */
export interface PanelDoc {
  /** Id of the Ladle story ('guest-list' → bookings--docs--panels--guest-list). */
  id: string;
  /** The panel's name as the README's headings say it. */
  title: string;
  /** The React component. */
  component: string;
  /** The package entry it is imported from. */
  entry: string;
  /** The `mount…` function for pages without React, when the panel has one. */
  mount: string | null;
  /** One paragraph: what the panel is. */
  summary: string;
  /** Source folders (under packages/bookings/src) whose files render the panel's own parts. */
  folders: readonly string[];
  props: readonly (PropDoc & { name: string })[];
  /** The slice type and the calls of it the panel makes. */
  slice: { type: string; calls: readonly string[] };
  /** The data type the panel reads, why that one, and the fields it reads. */
  data: { type: string; note: string; fields: readonly { name: string; doc: string }[] };
  /** `data-ui` names of the panel's own parts (rendered in its folders) and of the kit's parts it shows. */
  parts: readonly string[];
  kitParts: readonly string[];
  /** Paths into the 'bookings' text table whose texts the panel shows ('.' is the table's top-level texts). */
  textSections: readonly string[];
  events: readonly (EventDoc & { name: string })[];
  csp: readonly CspDoc[];
}

/**
 * Turns a typed description into a PanelDoc. The type arguments are the panel's props, slice, data
 * type and callbacks (`object` when it has no `mount…` entry): what is documented is checked against them.
 * @example describePanel<BookingsListProps, BookingsListSlice, BookingsListRow, object, Booking>({ … })
 */
export function describePanel<Props, Slice, Data, Callbacks, Whole>(doc: {
  id: string;
  title: string;
  component: string;
  entry: string;
  mount?: string;
  summary: string;
  folders: readonly string[];
  props: { [K in keyof Props & string]-?: PropDoc };
  sliceType: string;
  calls: readonly SliceCall<Slice>[];
  dataType: string;
  dataNote: string;
  reads: FieldsRead<Data, Whole>;
  parts: readonly string[];
  kitParts: readonly string[];
  textSections: readonly string[];
  events: { [K in keyof Callbacks & string]-?: EventDoc };
  csp: readonly CspDoc[];
}): PanelDoc {
  const entries = <T>(record: object) => Object.entries(record as Record<string, T>);
  return {
    id: doc.id,
    title: doc.title,
    component: doc.component,
    entry: doc.entry,
    mount: doc.mount ?? null,
    summary: doc.summary,
    folders: doc.folders,
    props: entries<PropDoc>(doc.props).map(([name, prop]) => ({ name, ...prop })),
    slice: { type: doc.sliceType, calls: doc.calls },
    data: { type: doc.dataType, note: doc.dataNote, fields: entries<string>(doc.reads).map(([name, text]) => ({ name, doc: text })) },
    parts: doc.parts,
    kitParts: doc.kitParts,
    textSections: doc.textSections,
    events: entries<EventDoc>(doc.events).map(([name, event]) => ({ name, ...event })),
    csp: doc.csp,
  };
}
