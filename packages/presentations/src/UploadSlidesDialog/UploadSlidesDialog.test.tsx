import { HttpError, REFUSAL_TEXTS } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jpegFile, pngFile } from '../stories/slideFiles';
import { Basic, LoadError, UploadError, Uploading } from './UploadSlidesDialog.stories';

const input = () => screen.getByTestId('DropZone-input') as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'SAVE' });
const zone = () => screen.getByRole('button', { name: /Drop PNG slides here or click to choose/ });
const chosenList = () => screen.getByRole('list', { name: 'Chosen files' });

/** Drops files onto the drop area, as a drag from the desktop does. */
function drop(files: File[]) {
  fireEvent.drop(zone(), { dataTransfer: { files, types: ['Files'] } });
}

async function ready(count: number) {
  await waitFor(() => expect(within(chosenList()).getAllByText('Ready')).toHaveLength(count));
}

describe('UploadSlidesDialog', () => {
  it("opens as 'Upload Slides' with a drop area stating PNG 960px x 540px", async () => {
    renderStory(Basic);
    expect(screen.getByRole('dialog', { name: 'Upload Slides' })).toBeInTheDocument();
    await waitFor(() => expect(zone()).not.toHaveAttribute('aria-disabled'));
    expect(zone()).toHaveAccessibleName('Drop PNG slides here or click to choose PNG: 960px x 540px');
    expect(input()).toHaveAttribute('accept', 'image/png');
  });

  it("SAVE with nothing chosen says 'Please choose a file to upload first.' and sends nothing", async () => {
    const { user, control } = renderStory(Basic);
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a file to upload first.');
    expect(control.spy('uploads.requestSlideUploads')).not.toHaveBeenCalled();
  });

  it('checks each file by its bytes: not a PNG, or the wrong size, is listed with its message and blocks SAVE', async () => {
    const { user, control } = renderStory(Basic);
    await waitFor(() => expect(save()).toBeEnabled());
    // A JPEG named and declared as a PNG is still not a PNG.
    const disguised = jpegFile('photo.png', 'image/png');
    drop([pngFile('good.png', 960, 540), pngFile('big.png', 1024, 768), disguised]);
    const list = chosenList();
    await waitFor(() => expect(within(list).getByText('Dimensions of image must be 960px x 540px')).toBeInTheDocument());
    expect(within(list).getByText('File must be of type PNG')).toBeInTheDocument();
    expect(within(list).getByText('Ready')).toBeInTheDocument();
    expect(save()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove big.png' }));
    expect(save()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(save()).toBeEnabled();
    expect(control.spy('uploads.requestSlideUploads')).not.toHaveBeenCalled();
  });

  it("refuses an 11 MB PNG of 960 x 540 with 'File size cannot exceed 10 MB' before sending anything", async () => {
    const { user, control } = renderStory(Basic);
    await waitFor(() => expect(save()).toBeEnabled());
    const huge = pngFile('huge.png', 960, 540);
    Object.defineProperty(huge, 'size', { value: 11_000_000 });
    drop([huge]);
    expect(await within(chosenList()).findByText('File size cannot exceed 10 MB')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.click(save());
    expect(control.spy('uploads.requestSlideUploads')).not.toHaveBeenCalled();
  });

  it("lists a file of another declared type too, with 'File must be of type PNG', and no message of the drop area's own", async () => {
    renderStory(Basic);
    await waitFor(() => expect(save()).toBeEnabled());
    drop([pngFile('good.png', 960, 540), jpegFile('photo.jpg')]);
    const list = chosenList();
    await waitFor(() => expect(within(list).getByText('File must be of type PNG')).toBeInTheDocument());
    expect(within(list).getByText('photo.jpg')).toBeInTheDocument();
    expect(within(list).getByText('Ready')).toBeInTheDocument();
    expect(screen.queryByText(/is not an accepted file type/)).not.toBeInTheDocument();
    expect(zone()).toHaveAccessibleName('Drop PNG slides here or click to choose PNG: 960px x 540px');
    expect(save()).toBeDisabled();
  });

  it('the picker takes several PNGs at once', async () => {
    renderStory(Basic);
    expect(input()).toHaveAttribute('multiple');
    expect(input()).toHaveAttribute('accept', 'image/png');
  });

  it('uploads the chosen files in order without touching the presentation until all arrived, then appends them', async () => {
    const { user, control, api } = renderStory(Basic);
    await waitFor(() => expect(save()).toBeEnabled());
    const before = (await api.presentations.get({ presentationID: 'presentation-1' })).slides;
    await user.upload(input(), [pngFile('one.png', 960, 540), pngFile('two.png', 960, 540)]);
    await ready(2);
    await user.click(save());

    expect(await screen.findByText('Slides now: 5')).toBeInTheDocument();
    expect(control.spy('uploads.requestSlideUploads')).toHaveBeenCalledExactlyOnceWith({
      files: [
        { name: 'one.png', type: 'image/png' },
        { name: 'two.png', type: 'image/png' },
      ],
    });
    const targets = await control.spy('uploads.requestSlideUploads').mock.results[0].value;
    const puts = control.spy('uploads.put').mock.calls.map(([call]) => [call.url, (call.file as File).name, call.contentType]);
    expect(puts).toEqual([
      [targets[0].url, 'one.png', 'image/png'],
      [targets[1].url, 'two.png', 'image/png'],
    ]);
    const added = targets.map((t: { fileID: string }) => `${t.fileID}.png`);
    expect(control.spy('presentations.update')).toHaveBeenCalledExactlyOnceWith({
      spaceID: 'space-1',
      presentationID: 'presentation-1',
      name: 'Keynote Deck',
      slides: [...before, ...added],
      version: 1,
    });
  });

  it('uploads twice in a row: reopened, the dialog sends the version the first save answered', async () => {
    const { user, control, alert } = renderStory(Basic);
    for (const [name, count] of [['one.png', 4], ['two.png', 5]] as const) {
      await waitFor(() => expect(save()).toBeEnabled());
      await user.upload(input(), [pngFile(name, 960, 540)]);
      await ready(1);
      await user.click(save());
      expect(await screen.findByText(`Slides now: ${count}`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    }
    expect(control.spy('presentations.update').mock.calls.map(([body]) => body.version)).toEqual([1, 2]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a save refused as stale (412) alerts the staleRecord text, closes without the generic error and reads the deck again', async () => {
    const { user, control, alert } = renderStory(Basic);
    await waitFor(() => expect(save()).toBeEnabled());
    control.spy('presentations.update').mockRejectedValueOnce(new HttpError(412, REFUSAL_TEXTS.staleRecord));
    await user.upload(input(), [pngFile('one.png', 960, 540)]);
    await ready(1);
    await user.click(save());

    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This record was changed by someone else. Reload it and try again.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('An error occurred uploading slides')).not.toBeInTheDocument();
    expect(control.spy('presentations.get')).toHaveBeenCalledTimes(2);
  });

  it('Uploading: shows progress and cannot be closed while a file is on its way', async () => {
    const { user, control } = renderStory(Uploading);
    await waitFor(() => expect(save()).toBeEnabled());
    drop([pngFile('one.png', 960, 540)]);
    await ready(1);
    await user.click(save());
    await control.flush();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading 0 of 1');
    const bar = within(screen.getByRole('status')).getByRole('progressbar', { name: 'Uploading 0 of 1' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '1');
    expect(screen.getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    expect(control.spy('presentations.update')).not.toHaveBeenCalled();
    await control.release('uploads.put');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(control.spy('presentations.update')).toHaveBeenCalledTimes(1);
  });

  it("UploadError: says 'An error occurred uploading slides' and leaves the presentation as it was", async () => {
    const { user, control, api } = renderStory(UploadError);
    await waitFor(() => expect(save()).toBeEnabled());
    const before = (await api.presentations.get({ presentationID: 'presentation-1' })).slides;
    drop([pngFile('one.png', 960, 540), pngFile('two.png', 960, 540)]);
    await ready(2);
    await user.click(save());
    expect(await screen.findByText('An error occurred uploading slides')).toBeInTheDocument();
    expect(control.spy('presentations.update')).not.toHaveBeenCalled();
    expect((await api.presentations.get({ presentationID: 'presentation-1' })).slides).toEqual(before);
  });

  it("LoadError: says 'An error occurred getting info about this presentation'", async () => {
    renderStory(LoadError);
    expect(await screen.findByText('An error occurred getting info about this presentation')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });
});
