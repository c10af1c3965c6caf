import type { PortalApi } from '@greenroom/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { calendarStoryApi, type CalendarCall, type CalendarStoryArgs } from '../stories/storyPortal';

/**
 * Renders a calendar story on a fresh demo backend (answering at once) with one calendar call
 * spied; the spy may still be given an answer before the story makes the call.
 * @example
 * const { user, spy: create } = renderStoryWithSpy(Create, 'create');
 * create.mockRejectedValueOnce(new HttpError(500, 'Internal error'));
 */
export function renderStoryWithSpy<Call extends CalendarCall>(
  Story: ComponentType<CalendarStoryArgs>,
  call: Call,
  args: Omit<CalendarStoryArgs, 'api'> = {},
) {
  const user = userEvent.setup({ delay: null });
  const api: PortalApi = calendarStoryApi();
  const spy = vi.spyOn(api.calendars, call);
  render(<Story api={api} {...args} />);
  return { user, api, spy };
}
