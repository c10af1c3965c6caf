import { describe, expect, it } from 'vitest';
import { checkPresentationSlides, checkSlideUploadRequest, slideName } from './presentations';

describe('checkPresentationSlides', () => {
  const uploaded = new Set(['a.png', 'b.png']);
  const isUploaded = (slide: string) => uploaded.has(slide);

  it('accepts uploaded slides in any order, and no slides at all', () => {
    expect(checkPresentationSlides(['b.png', 'a.png'], isUploaded)).toEqual({});
    expect(checkPresentationSlides([], isUploaded)).toEqual({});
  });

  it('names each slide that was never uploaded by its index', () => {
    expect(checkPresentationSlides(['a.png', 'x.png', 'y.png'], isUploaded)).toEqual({
      'slides.1': 'This slide has not been uploaded',
      'slides.2': 'This slide has not been uploaded',
    });
  });

  it('refuses the same slide twice', () => {
    expect(checkPresentationSlides(['a.png', 'a.png'], isUploaded)).toEqual({ 'slides.1': 'This slide is already in the presentation' });
  });
});

describe('slideName', () => {
  it('is the file id with the stored extension, png by default', () => {
    expect(slideName({ fileID: 'f1', fileTypeFormatted: 'png' })).toBe('f1.png');
    expect(slideName({ fileID: 'f2' })).toBe('f2.png');
  });
});

describe('checkSlideUploadRequest', () => {
  it('accepts PNG files and names each other file by its index', () => {
    expect(checkSlideUploadRequest([{ type: 'image/png' }])).toEqual({});
    expect(checkSlideUploadRequest([{ type: 'image/png' }, { type: 'image/jpeg' }])).toEqual({ 'files.1.type': 'File must be of type PNG' });
  });
});
