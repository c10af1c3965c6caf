import { useProductName, useTexts } from '@greenroom/core';
import { useEffect, useId, useRef } from 'react';
import { focusIfLost } from '@greenroom/ui';
import { spaceTextTable } from '../texts';
import { WelcomeHint, WelcomeRoot, WelcomeTitle } from './styles';

export interface WelcomePanelProps {
  /** Overrides the provider's product name. */
  productName?: string;
  /** The producer has no project: say so and whom to ask, instead of pointing at the picker. */
  noProjects?: boolean;
}

/**
 * What the space window shows with no space selected: a greeting with the product's name (the
 * screen's level-one heading, focused when focus was lost, e.g. right after signing in) and what
 * to do next.
 *
 * @example
 * {spaceID ? <SpaceTabs /> : <WelcomePanel noProjects={projects.data?.length === 0} />}
 */
export function WelcomePanel({ productName, noProjects = false }: WelcomePanelProps) {
  return productName === undefined ? (
    <ProviderWelcome noProjects={noProjects} />
  ) : (
    <Welcome productName={productName} noProjects={noProjects} />
  );
}

function ProviderWelcome({ noProjects }: { noProjects: boolean }) {
  return <Welcome productName={useProductName()} noProjects={noProjects} />;
}

function Welcome({ productName, noProjects }: { productName: string; noProjects: boolean }) {
  const texts = useTexts(spaceTextTable);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => focusIfLost(title.current), []);
  return (
    <WelcomeRoot data-ui="WelcomePanel" aria-labelledby={titleId}>
      <WelcomeTitle id={titleId} ref={title} tabIndex={-1}>
        {texts.welcome(productName)}
      </WelcomeTitle>
      <WelcomeHint>{noProjects ? texts.noProjects : texts.welcomeHint}</WelcomeHint>
    </WelcomeRoot>
  );
}
