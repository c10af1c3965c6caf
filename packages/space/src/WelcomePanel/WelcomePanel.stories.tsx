import type { Story } from '@ladle/react';
import { PortalFixture, type PortalFixtureProps } from '@greenroom/testing';
import { WelcomePanel } from './WelcomePanel';

export default { title: 'Space / Panels / Welcome Panel' };

/** Greets with the provider's product name. */
export const Basic: Story<PortalFixtureProps> = (props) => (
  <PortalFixture {...props}>
    <WelcomePanel />
  </PortalFixture>
);

/** A partner's product name passed directly. */
export const CustomName: Story = () => (
  <PortalFixture>
    <WelcomePanel productName="Acme Live" />
  </PortalFixture>
);

/** A producer with no project yet: told whom to ask instead of pointed at the picker. */
export const NoProjects: Story<PortalFixtureProps> = (props) => (
  <PortalFixture {...props}>
    <WelcomePanel noProjects />
  </PortalFixture>
);
