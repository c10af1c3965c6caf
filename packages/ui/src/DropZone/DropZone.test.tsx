import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropZone } from './DropZone';
import { fileMatchesAccept } from './accept';
import { Basic, Disabled, Error as ErrorStory, Multiple } from './DropZone.stories';
import { AXE_TIMEOUT, expectNoAxeViolations } from '../testing/axe';

const png = (name = 'slide.png') => new File(['png'], name, { type: 'image/png' });
const text = (name = 'notes.txt') => new File(['hi'], name, { type: 'text/plain' });
const zone = () => screen.getByRole('button', { name: /^Drop / });
const drop = (...files: File[]) => fireEvent.drop(zone(), { dataTransfer: { files, types: ['Files'] } });

describe('DropZone', () => {
  it('takes one dropped file that matches accept and shows its name', () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    render(<DropZone label="Drop a PNG" accept="image/png" onFile={onFile} onReject={onReject} />);
    const file = png();
    drop(file);
    expect(onFile).toHaveBeenCalledExactlyOnceWith(file);
    expect(onReject).not.toHaveBeenCalled();
    expect(zone()).toHaveAccessibleName('Drop a PNG slide.png');
  });

  it('rejects a file that does not match accept', () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    render(<DropZone label="Drop a PNG" accept="image/png" onFile={onFile} onReject={onReject} />);
    const file = text();
    drop(file);
    expect(onFile).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: 'file-type', file }));
    expect(screen.getByRole('alert')).toHaveTextContent('notes.txt is not an accepted file type (image/png).');
  });

  it('rejects a drop of more than one file', () => {
    const onFile = vi.fn();
    const onReject = vi.fn();
    render(<DropZone label="Drop a PNG" accept="image/png" onFile={onFile} onReject={onReject} />);
    drop(png('a.png'), png('b.png'));
    expect(onFile).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ code: 'too-many-files' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only one file can be added at a time.');
  });

  it('shows the caller error instead of its own message (story)', async () => {
    render(<Basic />);
    drop(text());
    expect(screen.getByRole('alert')).toHaveTextContent('File must be of type PNG');
    drop(png('deck.png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: deck.png')).toBeInTheDocument();
  });

  it('opens the file dialog with Enter and takes the chosen file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFile = vi.fn();
    const onReject = vi.fn();
    render(<DropZone label="Drop a CSV" accept=".csv" onFile={onFile} onReject={onReject} />);
    const input = screen.getByTestId('DropZone-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    zone().focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);

    const csv = new File(['a,b'], 'guests.CSV', { type: '' });
    await user.upload(input, csv);
    expect(onFile).toHaveBeenCalledExactlyOnceWith(csv);
    await user.upload(input, text());
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ code: 'file-type' }));
  });

  it('shows an error as an alert', () => {
    render(<ErrorStory />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a file to upload first.');
    expect(zone()).toHaveAccessibleDescription('Please choose a file to upload first.');
  });

  it('ignores drops and clicks when disabled', async () => {
    render(<Disabled />);
    expect(zone()).toHaveAttribute('aria-disabled', 'true');
    const input = screen.getByTestId('DropZone-input') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(zone());
    drop(png());
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByText('slide.png')).not.toBeInTheDocument();
  });
});

describe('DropZone multiple', () => {
  it('takes several dropped files in order and refuses, one by one, those not matching accept', () => {
    const onFiles = vi.fn();
    const onReject = vi.fn();
    render(<DropZone multiple label="Drop PNG slides" accept="image/png" onFiles={onFiles} onReject={onReject} />);
    const [a, b, notes, photo] = [png('a.png'), png('b.png'), text(), new File(['j'], 'photo.jpg', { type: 'image/jpeg' })];
    drop(a, notes, b, photo);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([a, b]);
    expect(onReject.mock.calls.map(([reason]) => [reason.code, reason.file])).toEqual([
      ['file-type', notes],
      ['file-type', photo],
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('notes.txt is not an accepted file type (image/png).');
    expect(alert).toHaveTextContent('photo.jpg is not an accepted file type (image/png).');
    expect(zone()).toHaveAccessibleName('Drop PNG slides a.png, b.png');
  });

  it('lets the picker choose several files and passes them on (story)', async () => {
    const user = userEvent.setup();
    render(<Multiple />);
    const input = screen.getByTestId('DropZone-input') as HTMLInputElement;
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [png('one.png'), png('two.png')]);
    expect(screen.getByText('Chosen: one.png, two.png')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls nothing but onReject when every file is refused, and error={null} hides the messages', () => {
    const onFiles = vi.fn();
    const onReject = vi.fn();
    render(<DropZone multiple label="Drop PNG slides" accept="image/png" error={null} onFiles={onFiles} onReject={onReject} />);
    drop(text('a.txt'), text('b.txt'));
    expect(onFiles).not.toHaveBeenCalled();
    expect(onReject).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(zone()).not.toHaveAccessibleDescription();
  });

  it('without multiple the picker takes one file', () => {
    render(<Basic />);
    expect(screen.getByTestId('DropZone-input')).not.toHaveAttribute('multiple');
  });

  it('has no axe violations', async () => {
    render(<Multiple />);
    drop(png('a.png'), text());
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);
});

describe('fileMatchesAccept', () => {
  it('matches extensions, exact types and wildcards', () => {
    expect(fileMatchesAccept(png(), 'image/png')).toBe(true);
    expect(fileMatchesAccept(png(), 'image/*')).toBe(true);
    expect(fileMatchesAccept(png(), '.csv, image/png')).toBe(true);
    expect(fileMatchesAccept(text(), 'image/*,.csv')).toBe(false);
    expect(fileMatchesAccept(text(), undefined)).toBe(true);
  });
});

describe('DropZone accessibility', () => {
  it('has no axe violations', async () => {
    render(<Basic />);
    await expectNoAxeViolations();
  }, AXE_TIMEOUT);

  // axe's label-content-name-mismatch needs a canvas, so the rule is asserted directly.
  it('is named by exactly the text it shows (label, hint and file name)', () => {
    render(<Basic />);
    expect(screen.getByRole('button', { name: 'Drop a PNG here or click to choose PNG: 960px x 540px' })).toBeInTheDocument();
    drop(png('slide-01.png'));
    expect(zone()).toHaveAccessibleName('Drop a PNG here or click to choose PNG: 960px x 540px slide-01.png');
    expect(zone()).not.toHaveAttribute('aria-label');
    // What a sighted user reads must match the name word for word (no run-together spans).
    expect(zone().textContent?.replace(/\s+/g, ' ').trim()).toBe('Drop a PNG here or click to choose PNG: 960px x 540px slide-01.png');
  });
});
