import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { panelDocs, panelTextKeys } from './panelDocs';
import { PanelDocsPage } from './PanelDocsPage';

// The Ladle docs pages (PanelDocs.stories.tsx) render the reference readably and accessibly.
describe('PanelDocsPage', () => {
  it.each(panelDocs.map((doc) => [doc.title, doc] as const))('shows the reference of %s as headings and tables', (_title, doc) => {
    render(<PanelDocsPage doc={doc} />);
    expect(screen.getByRole('heading', { level: 1, name: doc.component })).toBeInTheDocument();
    expect(screen.getByText(doc.entry)).toBeInTheDocument();
    const props = screen.getByRole('table', { name: 'Props' });
    for (const prop of doc.props) expect(within(props).getByText(prop.name)).toBeInTheDocument();
    const calls = screen.getByRole('table', { name: 'Slice calls' });
    expect(within(calls).getByText(doc.slice.calls[0])).toBeInTheDocument();
    const texts = screen.getByRole('table', { name: 'Text keys' });
    expect(within(texts).getByText(panelTextKeys(doc)[0].key)).toBeInTheDocument();
    expect(screen.getByText(panelTextKeys(doc).length, { exact: false, selector: 'p' })).toBeInTheDocument();
    for (const event of doc.events) expect(screen.getByText(event.name)).toBeInTheDocument();
  });

  it('has no serious axe violations', async () => {
    render(<PanelDocsPage doc={panelDocs[0]} />);
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  }, 30_000);
});
