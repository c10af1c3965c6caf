import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WelcomePanel } from './WelcomePanel';
import { Basic, CustomName } from './WelcomePanel.stories';

describe('WelcomePanel', () => {
  it("greets the producer by the provider's product name", () => {
    render(<Basic productName="Stagehand" />);
    const panel = screen.getByRole('region', { name: 'Welcome to Stagehand' });
    expect(panel).toHaveAttribute('data-ui', 'WelcomePanel');
  });

  it('takes the product name as a prop, with or without a provider', () => {
    render(<CustomName />);
    expect(screen.getByRole('heading', { name: 'Welcome to Acme Live' })).toBeInTheDocument();
    render(<WelcomePanel productName="Solo" />);
    expect(screen.getByRole('heading', { name: 'Welcome to Solo' })).toBeInTheDocument();
  });
});
