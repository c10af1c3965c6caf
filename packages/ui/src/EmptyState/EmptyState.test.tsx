import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { EmptyState } from './EmptyState';
import { Basic, TextOnly, WithAction } from './EmptyState.stories';

describe('EmptyState', () => {
  it('shows the message with a decorative icon', () => {
    const { container } = render(<Basic />);
    expect(screen.getByText('No calendars found for this space.')).toBeInTheDocument();
    const root = container.querySelector('[data-ui="EmptyState"]');
    expect(root?.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });

  it('offers the action', async () => {
    const user = userEvent.setup();
    render(<WithAction />);
    expect(screen.getByText('No presentations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEW' }));
    expect(screen.getByText('Create a presentation to upload slides. Created: 1')).toBeInTheDocument();
  });

  it('renders only what it is given', () => {
    const { container } = render(<TextOnly />);
    const root = container.querySelector('[data-ui="EmptyState"]');
    expect(root?.children).toHaveLength(1);
    expect(root).toHaveTextContent('Nothing here');
  });

  it('outside every theme provider logs one development error naming the panel; inside one, none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const themeErrors = () => error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('outside GreenroomProvider'));
    const { unmount } = render(
      <GreenroomThemeProvider>
        <EmptyState message="No calendars found for this space." />
      </GreenroomThemeProvider>,
    );
    expect(themeErrors()).toEqual([]);
    unmount();
    render(
      <section data-ui="CalendarList">
        <EmptyState message="No calendars found for this space." />
      </section>,
    );
    expect(themeErrors()).toEqual([expect.stringMatching(/^<CalendarList> is rendered outside GreenroomProvider\/GreenroomThemeProvider: it has no theme variables/)]);
    error.mockRestore();
  });
});
