import { screen } from '@testing-library/react';
import { vi } from 'vitest';

/** The Overview row whose label is `label` (label, value and actions share one row element). */
export function overviewRow(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'span' }).parentElement as HTMLElement;
}

/** jsdom's Blob has no text(); FileReader reads it. */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

/**
 * Catches the browser downloads a test causes (link clicks and object URLs); call in beforeEach
 * and restore the mocks after each test.
 * @example const downloads = catchDownloads(); ... expect(downloads.files[0].name).toBe('x.csv');
 */
export function catchDownloads(): { files: { name: string; href: string }[]; blobs: Blob[] } {
  const caught = { files: [] as { name: string; href: string }[], blobs: [] as Blob[] };
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    caught.files.push({ name: this.download, href: this.href });
  });
  URL.createObjectURL = vi.fn((blob: Blob) => {
    caught.blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  return caught;
}
