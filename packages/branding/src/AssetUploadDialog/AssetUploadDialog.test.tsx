import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JPEG_BYTES, MP3_BYTES, MP4_BYTES, fileOf, pngBytes } from '../stories/fileFixtures';
import { Audio, HeaderLogo, ImageOrVideo, UploadError, UploadHalfway, Uploading, Video } from './AssetUploadDialog.stories';

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const choose = (user: UserEvent, file: File) => user.upload(fileInput(), file);
const upload = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'UPLOAD' }));
const progressBar = () => screen.getByRole('progressbar', { name: 'Upload progress' });

describe('AssetUploadDialog: image', () => {
  it("shows 'PNG: 145px x 145px' for the Header Logo and asks for a file first", async () => {
    const { user, control } = renderStory(HeaderLogo);
    const dialog = screen.getByRole('dialog', { name: 'Upload Header Logo' });
    expect(within(dialog).getAllByText('PNG: 145px x 145px').length).toBeGreaterThan(0);
    await upload(user);
    expect(await within(dialog).findByText('Please choose a file to upload first.')).toBeInTheDocument();
    expect(control.spy('uploads.requestAssetUploads')).not.toHaveBeenCalled();
  });

  it('refuses a PNG of the wrong size and a file that is not a PNG by its bytes (whatever its name); nothing is sent', async () => {
    const { user, control } = renderStory(HeaderLogo);
    await choose(user, fileOf(pngBytes(146, 145), 'logo.png', 'image/png'));
    expect(await screen.findByText('Dimensions of image must be 145px x 145px')).toBeInTheDocument();
    await upload(user);
    await choose(user, fileOf(JPEG_BYTES, 'disguised.png', 'image/png'));
    expect(await screen.findByText('File must be of type PNG')).toBeInTheDocument();
    await upload(user);
    expect(control.spy('uploads.requestAssetUploads')).not.toHaveBeenCalled();
    expect(control.spy('uploads.put')).not.toHaveBeenCalled();
  });

  it("refuses an 11 MB PNG of the right dimensions with 'File size cannot exceed 10 MB'; nothing is sent", async () => {
    const { user, control } = renderStory(HeaderLogo);
    await choose(user, fileOf(pngBytes(145, 145), 'logo.png', 'image/png', 11_000_000));
    expect(await screen.findByText('File size cannot exceed 10 MB')).toBeInTheDocument();
    await upload(user);
    expect(control.spy('uploads.requestAssetUploads')).not.toHaveBeenCalled();
    expect(control.spy('uploads.put')).not.toHaveBeenCalled();
  });

  it('uploads a 145 x 145 PNG: upload address for the property, PUT of the file, the address saved on the item, then closes', async () => {
    const { user, control, api } = renderStory(HeaderLogo);
    const file = fileOf(pngBytes(145, 145), 'logo.png', 'image/png');
    await choose(user, file);
    await upload(user);
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(control.spy('uploads.requestAssetUploads')).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ files: [{ name: 'logo.png', type: 'image/png' }], folderName: 'thumbnailLogo' }),
    );
    const [target] = await control.spy('uploads.requestAssetUploads').mock.results[0].value;
    expect(control.spy('uploads.put')).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ url: target.url, file, contentType: 'image/png' }));
    expect(control.spy('skins.updateUi')).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ spaceID: 'space-1', property: 'thumbnailLogo', value: target.url, version: 1 }));
    const space = await api.spaces.get({ spaceID: 'space-1', producerID: 'producer-1' });
    expect(space.uiSkin.thumbnailLogo.value).toBe(target.url);
  });

  it('shows an empty progress bar without a value until the first bytes are reported', async () => {
    const { user, control } = renderStory(HeaderLogo);
    control.hold('uploads.requestAssetUploads');
    await choose(user, fileOf(pngBytes(145, 145), 'logo.png', 'image/png'));
    await upload(user);
    await control.flush();
    expect(screen.getByText('Uploading…')).toBeInTheDocument();
    expect(progressBar()).not.toHaveAttribute('aria-valuenow');
  });

  it('UploadHalfway: the progress bar shows the share of the file sent; Cancel upload aborts the PUT and keeps the old asset', async () => {
    const { user, control, api } = renderStory(UploadHalfway);
    const before = (await api.spaces.get({ spaceID: 'space-1', producerID: 'p' })).uiSkin.thumbnailLogo.value;
    await choose(user, fileOf(pngBytes(145, 145), 'logo.png', 'image/png'));
    await upload(user);
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '40'));
    expect(progressBar()).toHaveAttribute('aria-valuemin', '0');
    expect(progressBar()).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    const [{ signal }] = control.spy('uploads.put').mock.calls[0];
    expect(signal?.aborted).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument());
    expect(screen.queryByText('An error occurred uploading the image')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Header Logo' })).toBeInTheDocument();
    expect(control.spy('skins.updateUi')).not.toHaveBeenCalled();
    expect((await api.spaces.get({ spaceID: 'space-1', producerID: 'p' })).uiSkin.thumbnailLogo.value).toBe(before);
  });

  it('Uploading: the bar is full once the file arrived, still in progress after the backend would have answered; Cancel upload stops it leaving the old asset', async () => {
    const { user, control, api } = renderStory(Uploading);
    const before = (await api.spaces.get({ spaceID: 'space-1', producerID: 'p' })).uiSkin.thumbnailLogo.value;
    await choose(user, fileOf(pngBytes(145, 145), 'logo.png', 'image/png'));
    await upload(user);
    await control.flush();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Uploading… 100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UPLOAD' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument());
    expect(screen.queryByText('An error occurred uploading the image')).not.toBeInTheDocument();
    expect(control.spy('skins.updateUi')).not.toHaveBeenCalled();
    expect((await api.spaces.get({ spaceID: 'space-1', producerID: 'p' })).uiSkin.thumbnailLogo.value).toBe(before);
  });

  it("UploadError: 'An error occurred uploading the image', the dialog stays, the old asset stays", async () => {
    const { user, control, api } = renderStory(UploadError);
    const before = (await api.spaces.get({ spaceID: 'space-1', producerID: 'p' })).uiSkin.thumbnailLogo.value;
    await choose(user, fileOf(pngBytes(145, 145), 'logo.png', 'image/png'));
    await upload(user);
    expect(await screen.findByText('An error occurred uploading the image')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Header Logo' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    expect(control.spy('skins.updateUi')).not.toHaveBeenCalled();
    expect((await api.spaces.get({ spaceID: 'space-1', producerID: 'p' })).uiSkin.thumbnailLogo.value).toBe(before);
  });
});

describe('AssetUploadDialog: video, audio, image or video', () => {
  it("Video: refuses a file over 10,000,000 bytes and a non-MP4, with the spec's messages", async () => {
    const { user, control } = renderStory(Video);
    expect(screen.getAllByText('MP4: 10MB Max').length).toBeGreaterThan(0);
    await choose(user, fileOf(MP4_BYTES, 'big.mp4', 'video/mp4', 10_000_001));
    expect(await screen.findByText('Video file size cannot exceed 10 MB')).toBeInTheDocument();
    await choose(user, fileOf(pngBytes(1, 1), 'clip.mp4', 'video/mp4'));
    expect(await screen.findByText('File must be an MP4 video')).toBeInTheDocument();
    await upload(user);
    expect(control.spy('uploads.requestAssetUploads')).not.toHaveBeenCalled();
  });

  it('Audio: MPEG audio is declared as audio/mp3 and named .mp3; other files are refused', async () => {
    const { user, control } = renderStory(Audio);
    await choose(user, fileOf(JPEG_BYTES, 'a.wav', 'audio/wav'));
    expect(await screen.findByText('Audio file must be of type MP3 or WAV')).toBeInTheDocument();
    await choose(user, fileOf(MP3_BYTES, 'theme.mpeg', 'audio/mpeg'));
    await waitFor(() => expect(screen.queryByText('Audio file must be of type MP3 or WAV')).not.toBeInTheDocument());
    await upload(user);
    await waitFor(() => expect(control.spy('skins.updateWorld')).toHaveBeenCalledTimes(1));
    expect(control.spy('uploads.requestAssetUploads')).toHaveBeenCalledWith(expect.objectContaining({ files: [{ name: 'theme.mp3', type: 'audio/mp3' }], folderName: 'ambientAudio' }));
    expect(control.spy('uploads.put')).toHaveBeenCalledWith(expect.objectContaining({ contentType: 'audio/mp3' }));
  });

  it("ImageOrVideo: 'MP4: 10MB Max' in the header; 'Asset Type' switches the accepted type and clears the chosen file", async () => {
    const { user } = renderStory(ImageOrVideo);
    const dialog = screen.getByRole('dialog', { name: 'Upload Landing Page Asset' });
    expect(dialog).toHaveAccessibleDescription('MP4: 10MB Max');
    const group = within(dialog).getByRole('radiogroup', { name: 'Asset Type' });
    expect(within(group).getByRole('radio', { name: 'Image' })).toBeChecked();
    await choose(user, fileOf(MP4_BYTES, 'clip.mp4', 'video/mp4'));
    expect(await screen.findByText('File must be of type PNG')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'Video' }));
    expect(screen.queryByText('File must be of type PNG')).not.toBeInTheDocument();
    expect(screen.queryByText('clip.mp4')).not.toBeInTheDocument();
    await choose(user, fileOf(pngBytes(1920, 1080), 'still.png', 'image/png'));
    expect(await screen.findByText('Video must be MP4 format')).toBeInTheDocument();
  });

  // The catalogue's failure texts per kind of asset (docs/reference/portal.md §8).
  it.each([
    { story: Video, file: () => fileOf(MP4_BYTES, 'clip.mp4', 'video/mp4'), text: 'An error occurred uploading the video' },
    { story: Audio, file: () => fileOf(MP3_BYTES, 'theme.mp3', 'audio/mp3'), text: 'An error occurred uploading the audio file' },
    { story: ImageOrVideo, file: () => fileOf(pngBytes(1920, 1080), 'still.png', 'image/png'), text: 'An error occurred uploading this image' },
    { story: ImageOrVideo, video: true, file: () => fileOf(MP4_BYTES, 'clip.mp4', 'video/mp4'), text: 'An error occurred uploading this video' },
  ])("a failed upload says '$text'", async ({ story, video, file, text }) => {
    const { user, control } = renderStory(story);
    control.fail('uploads.put');
    if (video) await user.click(screen.getByRole('radio', { name: 'Video' }));
    await choose(user, file());
    await upload(user);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
