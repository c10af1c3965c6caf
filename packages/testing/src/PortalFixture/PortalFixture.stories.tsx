import type { Story } from '@ladle/react';
import { usePortal } from '@greenroom/core';
import { useEffect, useState } from 'react';
import { Button } from '@greenroom/ui';
import { PortalFixture, type PortalFixtureProps } from './PortalFixture';

export default { title: 'Testing / Providers / Portal Fixture' };

/** What a feature component sees inside the fixture. */
function PortalReadout() {
  const { api, auth, productName, links, theme, navigate, alert } = usePortal();
  const [projects, setProjects] = useState<string[] | null>(null);
  const [user, setUser] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    api.projects.list({}).then(
      (list) => active && setProjects(list.map((project) => project.projectName)),
      () => active && setFailed(true),
    );
    void auth.getSession().then((session) => active && setUser(session?.username ?? 'nobody'));
    return () => {
      active = false;
    };
  }, [api, auth]);
  return (
    <section aria-label="Portal" style={{ padding: 16, display: 'grid', gap: 8 }}>
      <h2 style={{ margin: 0 }}>{productName}</h2>
      <p style={{ margin: 0 }}>Theme: {theme}</p>
      <p style={{ margin: 0 }}>Calendar host: {links.calendar}</p>
      <p style={{ margin: 0 }}>Signed in as: {user ?? '…'}</p>
      <p style={{ margin: 0 }}>Projects: {failed ? 'failed' : projects ? projects.join(', ') : 'loading…'}</p>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => navigate('/space/space-1')}>Open Main Hall</Button>
        <Button variant="secondary" onClick={() => alert('Please log in to see this page')}>
          Show alert
        </Button>
      </div>
    </section>
  );
}

/** The in-memory demo world, signed in as 'producer'; navigations and alerts are listed below. */
export const Basic: Story<PortalFixtureProps> = (props) => (
  <PortalFixture {...props}>
    <PortalReadout />
  </PortalFixture>
);

/** A backend answering after 300 ms in Ladle, and the project list never: the loading state stays. */
export const Loading: Story<PortalFixtureProps> = (props) => (
  <PortalFixture delay={300} pending={['projects.list']} {...props}>
    <PortalReadout />
  </PortalFixture>
);

/** The project list fails. */
export const Failing: Story<PortalFixtureProps> = (props) => (
  <PortalFixture failing={['projects.list']} {...props}>
    <PortalReadout />
  </PortalFixture>
);

/** The dark theme, another product name and another calendar host. */
export const Dark: Story<PortalFixtureProps> = (props) => (
  <PortalFixture mode="dark" productName="Acme Live" links={{ calendar: 'https://calendar.example.com/ical/' }} {...props}>
    <PortalReadout />
  </PortalFixture>
);
