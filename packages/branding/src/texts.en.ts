// The branding text table in English, and its type: the words the German table (texts.de.ts) follows.
import { type TextShape } from '@greenroom/core';

/**
 * Every text the Branding tab shows, quoted exactly from docs/reference/portal.md §2, §5, §8 and §9
 * (including its spellings 'Hightlight Color' and 'occured'). Texts the spec leaves open are marked.
 * @example
 * brandingTexts.highlightColor // 'Hightlight Color'
 */
export const brandingTexts = {
  sections: { inRoom: 'In-Room', web: 'Web', email: 'Email' },
  /** Not worded by the spec: the accessible name of the sub-navigation. */
  sectionsLabel: 'Branding',
  webTheme: 'Web Theme',
  themeDark: 'Dark',
  themeLight: 'Light',
  highlightColor: 'Hightlight Color',
  themeError: 'An error occurred changing the theme for this space',
  primaryColorError: 'An error occured changing the primary color for this space',
  assetType: 'Asset Type',
  assetImage: 'Image',
  assetVideo: 'Video',
  videoHint: 'MP4: 10MB Max',
  pngHint: (width: number, height: number) => `PNG: ${width}px x ${height}px`,
  uploadErrors: {
    Image: 'An error occurred uploading the image',
    Video: 'An error occurred uploading the video',
    Audio: 'An error occurred uploading the audio file',
    ImageOrVideoImage: 'An error occurred uploading this image',
    ImageOrVideoVideo: 'An error occurred uploading this video',
  },
  avatarColorsError: 'An error occurred updating avatar colors for this space',
  editErrors: {
    SingleColor: 'An error occurred editing this color',
    SingleNumber: 'An error occurred editing this property',
    Boolean: 'An error occurred editing this checkbox',
  },
  /** Not worded by the spec. */
  pngOnlyHint: 'PNG',
  /** Not worded by the spec. */
  audioHint: 'MP3 or WAV',
  /** Not worded by the spec. */
  dropLabel: 'Drop a file here or click to choose',
  /** Not worded by the spec. */
  upload: 'UPLOAD',
  /** Not worded by the spec. */
  save: 'SAVE',
  /** Not worded by the spec. */
  cancel: 'CANCEL',
  /** Not worded by the spec. */
  close: 'CLOSE',
  /** Not worded by the spec: the button that stops a running upload. */
  cancelUpload: 'Cancel upload',
  /** Not worded by the spec. */
  uploading: 'Uploading…',
  /** Not worded by the spec: the share of the file sent. */
  uploadingPercent: (percent: number) => `Uploading… ${percent}%`,
  /** Not worded by the spec: the accessible name of the upload's progress bar. */
  uploadProgress: 'Upload progress',
  /** Not worded by the spec. */
  checkingFile: 'Checking the file…',
  /** Not worded by the spec. */
  valueLabel: 'Value',
  /** Not worded by the spec. */
  enabled: 'Enabled',
  /** Not worded by the spec: accessible names of the avatar slot controls. */
  slot: (index: number) => `Slot ${index}`,
  slotPrimary: (index: number) => `Slot ${index} primary color`,
  slotSecondary: (index: number) => `Slot ${index} secondary color`,
  /** Not worded by the spec. */
  emptyList: 'No items to brand here.',
  /** Not worded by the spec. */
  noValue: 'Not set',
  /** Not worded by the spec. */
  loading: 'Loading branding',
  /** Not worded by the spec. */
  loadError: 'Error getting this space',
  /** Not worded by the spec: dialog titles and accessible names. */
  editTitle: (label: string) => `Edit ${label}`,
  uploadTitle: (label: string) => `Upload ${label}`,
  previewTitle: (label: string) => label,
  previewRow: (label: string) => `Preview ${label}`,
  editRow: (label: string) => `Edit ${label}`,
  uploadRow: (label: string) => `Upload ${label}`,
  yes: 'Yes',
  no: 'No',
  primary: 'Primary',
  secondary: 'Secondary',
} as const;

/**
 * The shape of the Branding tab's texts, which every locale fills in.
 * @example const texts: BrandingTexts = brandingTexts;
 */
export type BrandingTexts = TextShape<typeof brandingTexts>;
