import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BodyPortal, PortalRootContext } from './portalRoot';

const Page = () => (
  <main>
    <p>panel</p>
    <BodyPortal>
      <p>toast</p>
    </BodyPortal>
  </main>
);

describe('BodyPortal', () => {
  it('portals its children into document.body, outside the rendering tree', () => {
    const { container } = render(<Page />);
    expect(screen.getByText('toast').parentElement).toBe(document.body);
    expect(container).not.toHaveTextContent('toast');
  });

  it('portals into the root its context names (the mount container under mountPanel)', () => {
    const root = document.body.appendChild(document.createElement('div'));
    render(
      <PortalRootContext.Provider value={root}>
        <Page />
      </PortalRootContext.Provider>,
    );
    expect(root).toHaveTextContent('toast');
    root.remove();
  });

  it('draws nothing on the server, and hydrates that markup without a mismatch before portalling', async () => {
    const html = renderToString(<Page />);
    expect(html).not.toContain('toast');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(screen.getByText('toast').parentElement).toBe(document.body);
    container.remove();
  });
});
