import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { exampleLinks } from '../links';
import { createMemoryAuth } from '../auth/createMemoryAuth';
import { createDemoSeed } from '../memory/demoSeed';
import { createMemoryApi } from '../memory/createMemoryApi';
import { useAlert, useFeatureSelection, useLinks, useNavigate, useNow, usePortalTheme, useProductName, useSelection } from './hooks';
import { PortalProvider } from './PortalProvider';

export default { title: 'Core / Providers / Portal Provider' };

const FIXED_NOW = new Date('2026-11-21T15:00:00Z');

/** What a feature sees through the hooks. */
function ContextReadout() {
  const productName = useProductName();
  const now = useNow();
  const links = useLinks();
  const theme = usePortalTheme();
  const navigate = useNavigate();
  const alert = useAlert();
  return (
    <section data-ui="ContextReadout" aria-label="Portal context">
      <h2>Welcome to {productName}</h2>
      <dl>
        <dt>Now</dt>
        <dd>{now().toISOString()}</dd>
        <dt>Theme</dt>
        <dd>{theme}</dd>
        <dt>Calendar host</dt>
        <dd>{links.calendar}</dd>
      </dl>
      <button type="button" onClick={() => navigate('/space/space-1')}>
        Open Main Hall
      </button>
      <button type="button" onClick={() => alert('Please log in to see this page')}>
        Show alert
      </button>
    </section>
  );
}

/** The shared space and one feature's own selection, with the space and tab-switch rules visible. */
function SelectionReadout() {
  const spaceID = useSelection((s) => s.spaceID);
  const selectSpace = useSelection((s) => s.selectSpace);
  const resetFeatureSelections = useSelection((s) => s.resetFeatureSelections);
  const [calendarID, selectCalendar] = useFeatureSelection('calendars');
  return (
    <section data-ui="SelectionReadout" aria-label="Selection">
      <p>Space: {spaceID ?? 'none'}</p>
      <p>Calendar: {calendarID ?? 'none'}</p>
      <button type="button" onClick={() => selectCalendar('calendar-1')}>
        Select Spring Season
      </button>
      <button type="button" onClick={() => selectSpace(spaceID === 'space-1' ? 'space-2' : 'space-1')}>
        Change space
      </button>
      <button type="button" onClick={() => resetFeatureSelections()}>
        Switch tab
      </button>
    </section>
  );
}

function DemoPortal({ children, alert, navigate }: { children: ReactNode; alert?: (message: string) => void; navigate?: (path: string) => void }) {
  const [api] = useState(() => createMemoryApi(createDemoSeed({ now: FIXED_NOW })));
  const [auth] = useState(() => createMemoryAuth({ signedInAs: 'admin', now: () => FIXED_NOW }));
  const [visited, setVisited] = useState<string[]>([]);
  return (
    <PortalProvider
      api={api}
      auth={auth}
      links={exampleLinks}
      productName="Greenroom"
      now={() => FIXED_NOW}
      theme="dark"
      alert={alert}
      navigate={navigate ?? ((path) => setVisited((list) => [...list, path]))}
    >
      {children}
      {visited.length > 0 && <p role="status">Navigated to {visited.join(', ')}</p>}
    </PortalProvider>
  );
}

export const Basic: Story = () => (
  <DemoPortal>
    <ContextReadout />
  </DemoPortal>
);

export const ReplacedAlert: Story = () => {
  const [messages, setMessages] = useState<string[]>([]);
  return (
    <DemoPortal alert={(message) => setMessages((list) => [...list, message])}>
      <ContextReadout />
      <ul aria-label="Alerts">
        {messages.map((message, i) => (
          <li key={i}>{message}</li>
        ))}
      </ul>
    </DemoPortal>
  );
};

export const Selection: Story = () => (
  <DemoPortal>
    <SelectionReadout />
  </DemoPortal>
);
