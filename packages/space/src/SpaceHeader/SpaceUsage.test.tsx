import { createPortalQueryClient, createTestApi, deferred, queryKeys, type PortalApi, type SpacesApi, type Usage } from '@greenroom/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { Basic, Error as ErrorStory, Loading } from './SpaceUsage.stories';

const refresh = () => screen.getByRole('button', { name: 'Refresh usage' });

function usageApi(usage: Mock<SpacesApi['usage']>): PortalApi {
  return createTestApi({ spaces: { usage } });
}

describe('SpaceUsage', () => {
  it("shows the hours used blank while loading, then 'h.hh / max hours'", async () => {
    const pending = deferred<Usage>();
    const usage = vi.fn<SpacesApi['usage']>().mockReturnValueOnce(pending.promise);
    render(<Basic api={usageApi(usage)} spaceID="space-9" maximumUserHours={40} />);
    expect(screen.getByText('Usage:')).toBeInTheDocument();
    const value = screen.getByText('/ 40 hours');
    expect(value).toHaveAttribute('aria-busy', 'true');
    expect(refresh()).toBeDisabled();
    expect(usage).toHaveBeenCalledTimes(1);
    expect(usage).toHaveBeenCalledWith(expect.objectContaining({ spaceID: 'space-9' }));

    pending.resolve({ usageSeconds: 8100 });
    expect(await screen.findByText('2.25 / 40 hours')).not.toHaveAttribute('aria-busy');
    expect(refresh()).toBeEnabled();
  });

  it('takes a usage the host fetched ahead and marked fresh (meta.freshUntil) without asking; unmarked, asks on mount', async () => {
    const queryClient = createPortalQueryClient();
    queryClient.setQueryDefaults(queryKeys.spaces.usage('space-9'), { meta: { freshUntil: Date.now() + 5_000 } });
    queryClient.setQueryData(queryKeys.spaces.usage('space-9'), { usageSeconds: 7200 });
    queryClient.setQueryData(queryKeys.spaces.usage('space-8'), { usageSeconds: 7200 });
    const usage = vi.fn<SpacesApi['usage']>().mockResolvedValue({ usageSeconds: 3600 });
    const { unmount } = render(<Basic api={usageApi(usage)} queryClient={queryClient} spaceID="space-9" maximumUserHours={5} />);
    expect(await screen.findByText('2.00 / 5 hours')).toBeInTheDocument();
    expect(usage).not.toHaveBeenCalled();
    unmount();

    render(<Basic api={usageApi(usage)} queryClient={queryClient} spaceID="space-8" maximumUserHours={5} />);
    expect(await screen.findByText('1.00 / 5 hours')).toBeInTheDocument();
    expect(usage).toHaveBeenCalledTimes(1);
    expect(usage).toHaveBeenCalledWith(expect.objectContaining({ spaceID: 'space-8' }));
  });

  it('refresh asks api.spaces.usage again and shows the new hours', async () => {
    const user = userEvent.setup({ delay: null });
    const usage = vi.fn<SpacesApi['usage']>().mockResolvedValueOnce({ usageSeconds: 3600 });
    render(<Basic api={usageApi(usage)} spaceID="space-9" maximumUserHours={5} />);
    expect(await screen.findByText('1.00 / 5 hours')).toBeInTheDocument();

    const second = deferred<Usage>();
    usage.mockReturnValueOnce(second.promise);
    await user.click(refresh());
    expect(await screen.findByText('/ 5 hours')).toBeInTheDocument();
    second.resolve({ usageSeconds: 5400 });
    expect(await screen.findByText('1.50 / 5 hours')).toBeInTheDocument();
    expect(usage).toHaveBeenCalledTimes(2);
    expect(usage.mock.calls.map(([params]) => params.spaceID)).toEqual(['space-9', 'space-9']);
  });

  it("holds the hours' place unseen while loading ('h.hh' at first), so the row keeps its size", async () => {
    const pending = deferred<Usage>();
    const usage = vi.fn<SpacesApi['usage']>().mockReturnValueOnce(pending.promise);
    render(<Basic api={usageApi(usage)} spaceID="space-9" maximumUserHours={40} />);
    const placeholder = within(screen.getByText('/ 40 hours')).getByText('0.00');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).not.toBeVisible();
    pending.resolve({ usageSeconds: 8100 });
    const loaded = await screen.findByText('2.25 / 40 hours');
    expect(within(loaded).queryByText('0.00')).not.toBeInTheDocument();
  });

  it('keeps the last hours shown in their place while refreshing; no room reserved after Usage: once shown', async () => {
    const user = userEvent.setup({ delay: null });
    const usage = vi.fn<SpacesApi['usage']>().mockResolvedValueOnce({ usageSeconds: 450_000 });
    render(<Basic api={usageApi(usage)} spaceID="space-9" maximumUserHours={500} />);
    const loaded = await screen.findByText('125.00 / 500 hours');
    // The value is as wide as its text: no min-width right-aligning it away from 'Usage:'.
    expect(loaded.style.minWidth).toBe('');
    expect(loaded).not.toHaveStyle({ textAlign: 'end' });
    expect(loaded.previousElementSibling).toHaveTextContent(/^Usage:$/);

    const second = deferred<Usage>();
    usage.mockReturnValueOnce(second.promise);
    await user.click(refresh());
    const refreshing = await screen.findByText('/ 500 hours');
    expect(refreshing).toHaveAttribute('aria-busy', 'true');
    const placeholder = within(refreshing).getByText('125.00');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).not.toBeVisible();
    second.resolve({ usageSeconds: 3600 });
    const refreshed = await screen.findByText('1.00 / 500 hours');
    expect(refreshed.style.minWidth).toBe('');
    expect(within(refreshed).queryByText('125.00')).not.toBeInTheDocument();
    expect(usage.mock.calls.map(([params]) => params.spaceID)).toEqual(['space-9', 'space-9']);
  });

  it('shows 0.00 hours, without an alert, when the usage call fails', async () => {
    const alert = vi.fn();
    render(<ErrorStory alert={alert} maximumUserHours={12} />);
    expect(await screen.findByText('0.00 / 12 hours')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('stays blank while the demo backend has not answered', () => {
    render(<Loading />);
    expect(screen.getByText('/ 40 hours')).toHaveAttribute('aria-busy', 'true');
  });
});
