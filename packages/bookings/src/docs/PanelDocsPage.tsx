import { Table, type TableColumn } from '@greenroom/ui';
import type { ReactNode } from 'react';
import type { PanelDoc } from './docTypes';
import { docsWords, panelTextKeys } from './panelDocs';
import { Code, DocsHeading, DocsRoot, DocsText, DocsTitle, Facts, Prose } from './styles';

export interface PanelDocsPageProps {
  /** The panel's reference, one of `panelDocs`. */
  doc: PanelDoc;
}

const words = docsWords.columns;
/** Rows tall enough for two lines of wrapped prose. */
const PROSE_ROW = 64;

const code = (text: string) => <Code>{text}</Code>;
const prose = (text: string) => <Prose>{text}</Prose>;

function DocsTable<T>({ label, columns, rows, getRowId, rowHeight }: { label: string; columns: TableColumn<T>[]; rows: T[]; getRowId: (row: T) => string; rowHeight?: number }) {
  return <Table label={label} columns={columns} rows={rows} getRowId={getRowId} rowHeight={rowHeight} height={Math.min(480, rows.length * (rowHeight ?? 44) + 4)} />;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <DocsHeading>{title}</DocsHeading>
      {children}
    </section>
  );
}

/**
 * A panel's reference as a readable page (the Ladle stories `Bookings / Docs / Panels / …`): what to import,
 * props, slice calls, data read, parts, text keys, events and CSP, all from `panelDocs`.
 * Developer documentation, English only.
 * @example <PanelDocsPage doc={panelDocs[0]} />
 */
export function PanelDocsPage({ doc }: PanelDocsPageProps) {
  const keys = panelTextKeys(doc);
  const byName = (row: { name: string }) => row.name;
  return (
    <DocsRoot>
      <DocsTitle>{doc.component}</DocsTitle>
      <DocsText>{doc.summary}</DocsText>
      <Facts>
        <dt>{docsWords.importFrom}</dt>
        <dd>{code(doc.entry)}</dd>
        <dt>{docsWords.mountEntry}</dt>
        <dd>{doc.mount ? code(doc.mount) : docsWords.noMount}</dd>
      </Facts>

      <Part title={docsWords.props}>
        <DocsTable
          label={docsWords.props}
          rows={[...doc.props]}
          getRowId={byName}
          rowHeight={PROSE_ROW}
          columns={[
            { id: 'name', header: words.name, width: 160, cell: (prop) => code(prop.name) },
            { id: 'type', header: words.type, width: 240, cell: (prop) => code(prop.type) },
            { id: 'what', header: words.what, width: '2fr', cell: (prop) => prose(prop.doc) },
          ]}
        />
      </Part>

      <Part title={docsWords.slice}>
        <Facts>
          <dt>{docsWords.sliceType}</dt>
          <dd>{code(doc.slice.type)}</dd>
        </Facts>
        <DocsTable label={docsWords.slice} rows={doc.slice.calls.map((call) => ({ call }))} getRowId={(row) => row.call} columns={[{ id: 'call', header: words.call, cell: (row) => code(row.call) }]} />
      </Part>

      <Part title={docsWords.data}>
        <DocsText>
          {code(doc.data.type)} {doc.data.note}
        </DocsText>
        <DocsTable
          label={docsWords.data}
          rows={[...doc.data.fields]}
          getRowId={byName}
          columns={[
            { id: 'field', header: words.field, width: 260, cell: (field) => code(field.name) },
            { id: 'why', header: words.why, width: '2fr', cell: (field) => prose(field.doc) },
          ]}
        />
      </Part>

      <Part title={docsWords.parts}>
        <DocsText>{docsWords.ownParts}</DocsText>
        {doc.parts.length ? (
          <DocsTable label={docsWords.ownParts} rows={doc.parts.map((name) => ({ name }))} getRowId={byName} columns={[{ id: 'part', header: words.part, cell: (row) => code(row.name) }]} />
        ) : (
          <DocsText>{docsWords.noOwnParts}</DocsText>
        )}
        <DocsText>{docsWords.kitParts}</DocsText>
        <DocsTable label={docsWords.kitParts} rows={doc.kitParts.map((name) => ({ name }))} getRowId={byName} columns={[{ id: 'part', header: words.part, cell: (row) => code(row.name) }]} />
      </Part>

      <Part title={docsWords.texts}>
        <DocsText>
          {docsWords.textCount(keys.length)} {docsWords.textSections}
        </DocsText>
        <DocsTable
          label={docsWords.texts}
          rows={keys}
          getRowId={(row) => row.key}
          columns={[
            { id: 'key', header: words.key, width: '1fr', cell: (row) => code(row.key) },
            { id: 'english', header: words.english, width: '1fr', cell: (row) => row.english },
          ]}
        />
      </Part>

      <Part title={docsWords.events}>
        {doc.events.length ? (
          <DocsTable
            label={docsWords.events}
            rows={[...doc.events]}
            getRowId={byName}
            rowHeight={PROSE_ROW}
            columns={[
              { id: 'event', header: words.event, width: 180, cell: (event) => code(event.name) },
              { id: 'payload', header: words.payload, width: 260, cell: (event) => code(event.payload) },
              { id: 'what', header: words.what, width: '2fr', cell: (event) => prose(event.doc) },
            ]}
          />
        ) : (
          <DocsText>{docsWords.noEvents}</DocsText>
        )}
      </Part>

      <Part title={docsWords.csp}>
        <DocsTable
          label={docsWords.csp}
          rows={[...doc.csp]}
          getRowId={(row) => row.directive}
          rowHeight={PROSE_ROW}
          columns={[
            { id: 'directive', header: words.directive, width: '1fr', cell: (row) => code(row.directive) },
            { id: 'why', header: words.why, width: '2fr', cell: (row) => prose(row.why) },
          ]}
        />
      </Part>
    </DocsRoot>
  );
}
