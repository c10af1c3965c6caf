import { messages } from './messages';

describe('messages', () => {
  it('holds the exact texts of the spec', () => {
    expect(messages.required).toBe('Required');
    expect(messages.passwordMinLength).toBe('Password must be at least 8 characters');
    expect(messages.passwordMaxLength).toBe('Password must be at most 100 characters');
    expect(messages.passwordUppercase).toBe('Password must contain at least 1 uppercase letter');
    expect(messages.passwordLowercase).toBe('Password must contain at least 1 lowercase letter');
    expect(messages.passwordNumber).toBe('Password must contain at least 1 number');
    expect(messages.passwordsMustMatch).toBe('Passwords must match');
    expect(messages.capacityMax).toBe('Event capacity setting cannot exceed 500 attendees');
    expect(messages.capacityBelowRegistrations).toBe(
      'Event capacity may not be set below the current registration count for this event',
    );
    expect(messages.doorsOpenBeforeStart).toBe('Selected doors open time must be before event start time');
    expect(messages.doorsClosedAfterEnd).toBe('Selected doors closed time must be after event end time');
    expect(messages.startWithinSpace).toBe('Start date/time must be within the open/close time of this space');
    expect(messages.endAfterStart).toBe("End date/time must be after the event's start date/time");
    expect(messages.startBeforeEnd).toBe("Start date/time must be before the event's end date/time");
    expect(messages.timezoneRequired).toBe('Please select a timezone');
    expect(messages.endDateRequired).toBe('Please select an end date');
    expect(messages.emailInvalid).toBe('Email must be a valid email address');
    expect(messages.presenterEmailInvalid).toBe('Please enter a valid email address for this presenter');
    expect(messages.leaveUrlInvalid).toBe('Please ensure that your URL begins with HTTP or HTTPS.');
    expect(messages.noFileChosen).toBe('Please choose a file to upload first.');
    expect(messages.imageMustBePng).toBe('File must be of type PNG');
    expect(messages.imageDimensions(960, 540)).toBe('Dimensions of image must be 960px x 540px');
    expect(messages.imageDimensions(145, 145)).toBe('Dimensions of image must be 145px x 145px');
    expect(messages.videoMustBeMp4).toBe('File must be an MP4 video');
    expect(messages.videoMustBeMp4Short).toBe('Video must be MP4 format');
    expect(messages.videoTooLarge).toBe('Video file size cannot exceed 10 MB');
    expect(messages.videoTooLargeShort).toBe('Video may not exceed 10MB');
    expect(messages.audioMustBeMp3OrWav).toBe('Audio file must be of type MP3 or WAV');
    expect(messages.guestCsvInvalid).toBe(
      'There was an error parsing the uploaded CSV file. Please make sure the upload follows the CSV template and corresponds to the selected address type for this booking.',
    );
  });

  it('words the limits the spec leaves unworded', () => {
    expect(messages.bookingNameMaxLength).toBe('Booking name must be at most 70 characters');
    expect(messages.maxLength(50)).toBe('Must be at most 50 characters');
    expect(messages.phoneInvalid).toBe('Phone number must be in the format (999) 999-9999');
    expect(messages.fileTooLarge).toBe('File size cannot exceed 10 MB');
  });
});
