import { useProductName } from '@greenroom/core';
import { useId } from 'react';
import { spaceTexts } from '../texts';
import { WelcomeHint, WelcomeRoot, WelcomeTitle } from './styles';

export interface WelcomePanelProps {
  /** Overrides the provider's product name. */
  productName?: string;
}

/**
 * What the space window shows with no space selected: a greeting with the product's name.
 *
 * @example
 * {spaceID ? <SpaceTabs /> : <WelcomePanel />}
 */
export function WelcomePanel({ productName }: WelcomePanelProps) {
  return productName === undefined ? <ProviderWelcome /> : <Welcome productName={productName} />;
}

function ProviderWelcome() {
  return <Welcome productName={useProductName()} />;
}

function Welcome({ productName }: { productName: string }) {
  const titleId = useId();
  return (
    <WelcomeRoot data-ui="WelcomePanel" aria-labelledby={titleId}>
      <WelcomeTitle id={titleId}>{spaceTexts.welcome(productName)}</WelcomeTitle>
      <WelcomeHint>{spaceTexts.welcomeHint}</WelcomeHint>
    </WelcomeRoot>
  );
}
