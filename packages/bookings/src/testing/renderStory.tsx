import type { Booking, PortalApi } from '@greenroom/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { bookingStoryApi, type BookingStoryArgs } from '../stories/storyPortal';

/**
 * Renders a booking story on a fresh demo backend (answering at once), with alert and navigate
 * spies; spy on `api` calls before the story makes them.
 * @example
 * const { user, api, navigate } = renderStory(Basic);
 */
export function renderStory(Story: ComponentType<BookingStoryArgs>, options: { bookings?: Booking[]; api?: PortalApi } = {}) {
  const user = userEvent.setup({ delay: null });
  const api = options.api ?? bookingStoryApi({ bookings: options.bookings });
  const alert = vi.fn<(message: string) => void>();
  const navigate = vi.fn<(path: string) => void>();
  render(<Story api={api} alert={alert} navigate={navigate} />);
  return { user, api, alert, navigate };
}
