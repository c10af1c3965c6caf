import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { LoadingScreen } from './LoadingScreen';
import { Basic } from './LoadingScreen.stories';

describe('LoadingScreen', () => {
  it("shows a spinner named 'Loading' and the visible text 'Loading'", () => {
    render(<Basic />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner.closest('[data-ui="LoadingScreen"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeVisible();
  });

  it('takes another text', () => {
    render(<LoadingScreen text="Loading booking" />);
    expect(screen.getByRole('progressbar', { name: 'Loading booking' })).toBeInTheDocument();
    expect(screen.getByText('Loading booking')).toBeInTheDocument();
  });

  it('outside every theme provider logs one development error naming the panel; inside one, none', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const themeErrors = () => error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('outside GreenroomProvider'));
    const { unmount } = render(
      <GreenroomThemeProvider>
        <LoadingScreen fullScreen={false} />
      </GreenroomThemeProvider>,
    );
    expect(themeErrors()).toEqual([]);
    unmount();
    render(
      <section data-ui="SpaceWindow">
        <LoadingScreen fullScreen={false} />
      </section>,
    );
    expect(themeErrors()).toEqual([expect.stringMatching(/^<SpaceWindow> is rendered outside GreenroomProvider\/GreenroomThemeProvider: it has no theme variables/)]);
    error.mockRestore();
  });
});
