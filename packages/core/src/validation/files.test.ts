import {
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  normalizeAudioFile,
  validateAudioFile,
  validateFileChosen,
  validateFileSize,
  validateImageFile,
  validateSlideFile,
  validateVideoFile,
} from './files';

describe('file rules', () => {
  it('needs a chosen file', () => {
    expect(validateFileChosen(null)).toBe('Please choose a file to upload first.');
    expect(validateFileChosen({ name: 'a.png' })).toBeNull();
    expect(validateImageFile(null)).toBe('Please choose a file to upload first.');
  });

  it('images: PNG only, exact dimensions when required', () => {
    expect(validateImageFile({ type: 'image/jpeg', width: 145, height: 145 })).toBe('File must be of type PNG');
    expect(validateImageFile({ type: 'image/png' })).toBeNull();
    expect(validateImageFile({ type: 'image/png', width: 145, height: 145 }, { width: 145, height: 145 })).toBeNull();
    expect(validateImageFile({ type: 'image/png', width: 146, height: 145 }, { width: 145, height: 145 })).toBe(
      'Dimensions of image must be 145px x 145px',
    );
    expect(validateImageFile({ type: 'image/png' }, { width: 145, height: 145 })).toBe(
      'Dimensions of image must be 145px x 145px',
    );
  });

  it('slides: PNG of 960 x 540', () => {
    expect(validateSlideFile({ type: 'image/png', width: 960, height: 540 })).toBeNull();
    expect(validateSlideFile({ type: 'image/png', width: 960, height: 541 })).toBe('Dimensions of image must be 960px x 540px');
    expect(validateSlideFile({ type: 'image/gif', width: 960, height: 540 })).toBe('File must be of type PNG');
  });

  it('video: MP4 up to 10000000 bytes, in both wordings', () => {
    expect(validateVideoFile({ type: 'video/mp4', size: 10_000_000 })).toBeNull();
    expect(validateVideoFile({ type: 'video/mp4', size: 10_000_001 })).toBe('Video file size cannot exceed 10 MB');
    expect(validateVideoFile({ type: 'video/webm', size: 1 })).toBe('File must be an MP4 video');
    expect(validateVideoFile({ type: 'video/mp4', size: 10_000_001 }, { wording: 'short' })).toBe('Video may not exceed 10MB');
    expect(validateVideoFile({ type: 'video/quicktime', size: 1 }, { wording: 'short' })).toBe('Video must be MP4 format');
  });

  it('audio: MP3 or WAV by any of their type names', () => {
    for (const type of ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave']) {
      expect(validateAudioFile({ type })).toBeNull();
    }
    expect(validateAudioFile({ type: 'audio/ogg' })).toBe('Audio file must be of type MP3 or WAV');
    expect(validateAudioFile({ type: '' })).toBe('Audio file must be of type MP3 or WAV');
  });

  it('refuses an image or audio file over 10000000 bytes before upload', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_000_000);
    expect(MAX_VIDEO_BYTES).toBe(MAX_UPLOAD_BYTES);
    expect(validateFileSize({ size: 10_000_000 })).toBeNull();
    expect(validateFileSize({})).toBeNull();
    expect(validateFileSize({ size: 10_000_001 })).toBe('File size cannot exceed 10 MB');
    const png = { type: 'image/png', width: 960, height: 540 };
    expect(validateSlideFile({ ...png, size: 10_000_000 })).toBeNull();
    expect(validateSlideFile({ ...png, size: 11_000_000 })).toBe('File size cannot exceed 10 MB');
    expect(validateImageFile({ type: 'image/jpeg', size: 11_000_000 })).toBe('File must be of type PNG');
    expect(validateAudioFile({ type: 'audio/mpeg', size: 10_000_000 })).toBeNull();
    expect(validateAudioFile({ type: 'audio/wav', size: 10_000_001 })).toBe('File size cannot exceed 10 MB');
  });

  it('declares MPEG audio as audio/mp3 with a .mp3 extension', () => {
    expect(normalizeAudioFile({ name: 'intro.mpeg', type: 'audio/mpeg' })).toEqual({ name: 'intro.mp3', type: 'audio/mp3' });
    expect(normalizeAudioFile({ name: 'intro', type: 'audio/mpeg' })).toEqual({ name: 'intro.mp3', type: 'audio/mp3' });
    expect(normalizeAudioFile({ name: 'my.song.MP3', type: 'audio/mp3' })).toEqual({ name: 'my.song.mp3', type: 'audio/mp3' });
    expect(normalizeAudioFile({ name: 'bell.wav', type: 'audio/x-wav' })).toEqual({ name: 'bell.wav', type: 'audio/wav' });
    expect(normalizeAudioFile({ name: 'a.ogg', type: 'audio/ogg' })).toEqual({ name: 'a.ogg', type: 'audio/ogg' });
  });
});
