import type { SkinItemType } from '@greenroom/core';
import { messages } from '@greenroom/core/rules';

/** File types this server stores, by canonical MIME type, with their extension. */
export const STORED_TYPES = {
  'image/png': 'png',
  'video/mp4': 'mp4',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
} as const;

export type StoredType = keyof typeof STORED_TYPES;

/** The MIME type a stored file is served with, by extension. */
export const SERVED_TYPES: Record<string, string> = {
  png: 'image/png',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** Which types an asset item accepts, and the message when a file is of another type. */
export function acceptedTypes(type: SkinItemType): { types: readonly StoredType[]; message: string } | null {
  switch (type) {
    case 'Image':
      return { types: ['image/png'], message: messages.imageMustBePng };
    case 'Video':
      return { types: ['video/mp4'], message: messages.videoMustBeMp4 };
    case 'Audio':
      return { types: ['audio/mp3', 'audio/wav'], message: messages.audioMustBeMp3OrWav };
    case 'ImageOrVideo':
      return { types: ['image/png', 'video/mp4'], message: 'File must be of type PNG or an MP4 video' };
    default:
      return null;
  }
}

/** The refusal message for content that is not of the declared type. */
export function wrongContentMessage(declared: StoredType): string {
  switch (declared) {
    case 'image/png':
      return messages.imageMustBePng;
    case 'video/mp4':
      return messages.videoMustBeMp4;
    default:
      return messages.audioMustBeMp3OrWav;
  }
}

/** Storage paths: `slides/<uuid>.png` and `assets/<property>/<uuid>.<ext>`. */
export const STORED_PATH = /^(slides|assets\/[A-Za-z0-9_-]{1,64})\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|mp4|mp3|wav)$/;
