import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WelcomePanel } from './WelcomePanel';
import { Basic, CustomName, NoProjects } from './WelcomePanel.stories';

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

  it('is the screen’s level-one heading and points at the picker', () => {
    render(<Basic />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Greenroom' })).toBeInTheDocument();
    expect(screen.getByText('Choose a project and a space from Select Project / Space to get started.')).toBeInTheDocument();
  });

  it('tells a producer with no project whom to ask, instead of pointing at the picker', () => {
    render(<NoProjects />);
    expect(screen.getByText('No project is assigned to you yet. Ask a super-admin to assign one.')).toBeInTheDocument();
    expect(screen.queryByText(/Choose a project/)).not.toBeInTheDocument();
  });

  it('takes the focus when nothing has it (e.g. right after signing in), and leaves it alone otherwise', () => {
    const first = render(<WelcomePanel productName="Solo" />);
    expect(screen.getByRole('heading', { name: 'Welcome to Solo' })).toHaveFocus();
    first.unmount();

    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    render(<WelcomePanel productName="Solo" />);
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});
