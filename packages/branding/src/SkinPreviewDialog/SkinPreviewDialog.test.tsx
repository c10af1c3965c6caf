import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storyItem } from '../stories/BrandingStoryPortal';
import { Audio, AvatarColors, Checkbox, Color, Empty, Image, ImageOrVideoAsImage, ImageOrVideoAsVideo, Number, Video } from './SkinPreviewDialog.stories';

const dialog = (title: string) => screen.getByRole('dialog', { name: title });

describe('SkinPreviewDialog', () => {
  it('Image: the picture under the item label, titled with it; CLOSE closes', async () => {
    const { user } = renderStory(Image);
    const picture = within(dialog('Header Logo')).getByRole('img', { name: 'Header Logo' });
    expect(picture).toHaveAttribute('src', storyItem('uiSkin', 'thumbnailLogo').value);
    await user.click(screen.getByRole('button', { name: 'CLOSE' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
  });

  it('Video: a player with controls on the stored address', () => {
    renderStory(Video);
    const video = within(dialog('Welcome Video')).getByLabelText('Welcome Video');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'https://media.example.com/demo/welcome.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
  });

  it('Audio: an audio player on the stored address', () => {
    renderStory(Audio);
    const audio = within(dialog('Ambient Audio')).getByLabelText('Ambient Audio');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', 'https://media.example.com/demo/ambient.mp3');
  });

  it('ImageOrVideo: a video for an .mp4 address, a picture otherwise', () => {
    const { unmount } = renderStory(ImageOrVideoAsVideo);
    expect(within(dialog('Stage Screen')).getByLabelText('Stage Screen').tagName).toBe('VIDEO');
    unmount();
    renderStory(ImageOrVideoAsImage);
    expect(within(dialog('Landing Page Asset')).getByRole('img', { name: 'Landing Page Asset' })).toBeInTheDocument();
  });

  it('Color: the hex value beside its swatch', () => {
    renderStory(Color);
    expect(dialog('Floor Color')).toHaveTextContent('#2E3B4E');
  });

  it('AvatarColors: one line per saved pair', () => {
    renderStory(AvatarColors);
    const lines = within(within(dialog('Avatar Colors')).getByRole('list', { name: 'Avatar Colors' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Primary #1E88E5, Secondary #FFC107',
      'Primary #43A047, Secondary #FFFFFF',
      'Primary #E53935, Secondary #212121',
    ]);
  });

  it('Number and Checkbox: the value as text (Yes / No for a checkbox)', () => {
    const { unmount } = renderStory(Number);
    expect(dialog('Light Intensity')).toHaveTextContent('0.75');
    unmount();
    renderStory(Checkbox);
    expect(dialog('Show Sponsor Wall')).toHaveTextContent('Yes');
  });

  it("Empty: an asset with nothing uploaded says 'Not set' and shows no media", () => {
    renderStory(Empty);
    expect(within(dialog('Email Header Image')).getByText('Not set')).toBeInTheDocument();
    expect(within(dialog('Email Header Image')).queryByRole('img')).not.toBeInTheDocument();
  });
});
