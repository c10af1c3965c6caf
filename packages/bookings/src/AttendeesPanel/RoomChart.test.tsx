import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic } from './RoomChart.stories';
import { RoomChart } from './RoomChart';
import { BookingStoryPortal } from '../stories/BookingStoryPortal';
import { STORY_TIMEZONE } from './attendanceStoryData';

describe('RoomChart', () => {
  it('draws people in the room over time, with the first and last time in the zone, the peak count and a description', () => {
    renderStory(Basic);
    const chart = screen.getByRole('img', { name: 'People in the room over time' });
    expect(chart.querySelector('desc')).toHaveTextContent('Step chart of people in the room; peak 3 at 11/21/2026 8:10 AM CST.');
    expect(within(chart).getByText('8:00 AM')).toBeInTheDocument();
    expect(within(chart).getByText('9:00 AM')).toBeInTheDocument();
    expect(within(chart).getByText('3')).toBeInTheDocument();
    expect(chart.querySelector('[data-series="room"]')?.getAttribute('d')).toMatch(/^M24\.0 96\.0 V/);
  });

  it('shows nothing without data', () => {
    // Nothing drawn is no story (Ladle would show an empty page): rendered here directly.
    renderStory(() => (
      <BookingStoryPortal>
        <RoomChart series={[]} timezone={STORY_TIMEZONE} peakText="Nobody yet" />
      </BookingStoryPortal>
    ));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
