import type { CalendarsApi, PresentationsApi, SkinsApi, SkinUpdate, UploadsApi } from '../api/PortalApi';
import type { Calendar, Presentation, SkinGroupName, Space, UploadFileSpec, UploadTarget } from '../entities';
import {
  ERROR_CODES,
  FIRST_VERSION,
  UPLOAD_ADDRESS_REFUSAL,
  OPTIONAL_WORLD_ITEMS,
  checkPresentationSlides,
  checkSlideUploadRequest,
  nextVersion,
  normalizeSkinValue,
  requireName,
  slideName,
  sortByName,
  inputTexts,
} from '../rules/index';
import { messages } from '../validation/messages';
import { validateRequired } from '../validation/text';
import { validateCalendarName } from '../validation/calendar';
import { skinUpdateAudit } from '../rules/audit';
import { recordAudit } from './audit';
import { badRequest, findRecord, notFound, randomCode, refused, refuseBadText, type Respond } from './respond';
import { SLIDE_PICTURE_ROOT } from './slidePicture';
import type { MemoryStore } from './store';
import { refuseStale } from './versions';

/** Where slide thumbnails are shown from: a placeholder picture (the memory backend serves no files). */
const SLIDES_ROOT = SLIDE_PICTURE_ROOT;

function findSpace(store: MemoryStore, spaceID: string): Space {
  return findRecord(store.spaces, spaceID, 'Space');
}

/** Calendars of a space. */
export function memoryCalendars(store: MemoryStore, respond: Respond): CalendarsApi {
  const calendar = (calendarID: string, spaceID?: string): Calendar =>
    findRecord(store.calendars, calendarID, 'Calendar', (found) => spaceID === undefined || found.spaceID === spaceID);
  const checkName = (calendarName: string): string => {
    const error = validateCalendarName(calendarName);
    if (error) throw badRequest({ calendarName: error });
    return calendarName.trim();
  };
  // A calendar's bookings are the bookings whose calendarID names it, earliest first (as on the server).
  const withBookings = (found: Calendar): Calendar => ({
    ...found,
    bookings: [...store.bookings.values()]
      .filter((b) => b.calendarID === found.calendarID)
      .sort((a, b) => a.start.timeValue - b.start.timeValue)
      .map((b) => b.bookingID),
  });
  return {
    create: ({ calendarName, spaceID, signal }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: { calendarName } });
        const name = checkName(calendarName);
        findSpace(store, spaceID);
        const calendarID = store.nextId('calendar', store.calendars);
        const created: Calendar = { calendarID, calendarName: name, loginCode: randomCode(), bookings: [], spaceID, version: FIRST_VERSION };
        store.calendars.set(calendarID, created);
        return created;
      }),
    get: ({ calendarID, signal }) => respond(signal, () => withBookings(calendar(calendarID))),
    // Renames only: the `bookings` sent are not stored (docs/reference/portal.md §7 lists PUT /calendar as "rename").
    update: ({ spaceID, calendarID, calendarName, version, signal }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: { calendarName } });
        const found = calendar(calendarID, spaceID);
        refuseStale(found, version);
        found.calendarName = checkName(calendarName);
        found.version = nextVersion(found);
        return withBookings(found);
      }),
    delete: ({ spaceID, calendarID, signal }) =>
      respond(signal, () => {
        calendar(calendarID, spaceID);
        store.calendars.delete(calendarID);
        for (const booking of store.bookings.values()) if (booking.calendarID === calendarID) booking.calendarID = '';
      }),
    regenerateLogin: ({ calendarID, signal }) =>
      respond(signal, () => {
        const found = calendar(calendarID);
        let code = randomCode();
        while (code === found.loginCode) code = randomCode();
        found.loginCode = code;
        return code;
      }),
    list: ({ spaceID, signal }) =>
      respond(signal, () =>
        sortByName(
          [...store.calendars.values()].filter((c) => c.spaceID === spaceID).map(withBookings),
          (c) => c.calendarName,
        ),
      ),
  };
}

/** Presentations (slide decks) of a space. */
export function memoryPresentations(store: MemoryStore, respond: Respond): PresentationsApi {
  const presentation = (presentationID: string, spaceID?: string): Presentation =>
    findRecord(store.presentations, presentationID, 'Presentation', (found) => spaceID === undefined || found.spaceID === spaceID);
  const checkName = (name: string): string => {
    const checked = requireName(name);
    if (!checked.ok) throw badRequest({ name: checked.error });
    return checked.name;
  };
  // A slide is known once its upload was PUT, or when a stored deck already holds it (the seed's).
  const checkSlides = (slides: readonly string[]): void => {
    const uploaded = new Set<string>();
    for (const upload of store.uploads.values()) {
      if (upload.folder === 'slides' && upload.file) uploaded.add(slideName({ fileID: upload.fileID }));
    }
    for (const deck of store.presentations.values()) for (const slide of deck.slides) uploaded.add(slide);
    const errors = checkPresentationSlides(slides, (slide) => uploaded.has(slide));
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  };
  return {
    create: ({ spaceID, name, slides, signal }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: inputTexts({ name, slides }) });
        const trimmed = checkName(name);
        const space = findSpace(store, spaceID);
        checkSlides(slides);
        const presentationID = store.nextId('presentation', store.presentations);
        const created: Presentation = {
          presentationID,
          spaceID,
          name: trimmed,
          slides: [...slides],
          // Slides are stored as {fileID}.png under the slides folder of the upload addresses.
          thumbnailRoot: SLIDES_ROOT,
          version: FIRST_VERSION,
        };
        store.presentations.set(presentationID, created);
        space.presentations[presentationID] = { presentationID, presentationName: created.name };
        return { presentationID, name: created.name };
      }),
    get: ({ presentationID, signal }) => respond(signal, () => presentation(presentationID)),
    update: ({ spaceID, presentationID, name, slides, version, signal }) =>
      respond(signal, () => {
        refuseBadText({ singleLine: inputTexts({ name, slides }) });
        const found = presentation(presentationID, spaceID);
        refuseStale(found, version);
        const trimmed = checkName(name);
        checkSlides(slides);
        found.name = trimmed;
        found.slides = [...slides];
        found.version = nextVersion(found);
        const space = store.spaces.get(spaceID);
        if (space) space.presentations[presentationID] = { presentationID, presentationName: found.name };
        return found;
      }),
    delete: ({ spaceID, presentationID, signal }) =>
      respond(signal, () => {
        presentation(presentationID, spaceID);
        store.presentations.delete(presentationID);
        const space = store.spaces.get(spaceID);
        if (space) delete space.presentations[presentationID];
      }),
  };
}

const extensions: Record<string, string> = {
  'image/png': 'png',
  'video/mp4': 'mp4',
  'audio/mp3': 'mp3',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
};

/** Upload addresses (memory:// URLs) and the PUT that stores the file under them. */
export function memoryUploads(store: MemoryStore, respond: Respond): UploadsApi {
  const issue = (files: UploadFileSpec[], folder: string, accepted: (type: string) => boolean): UploadTarget[] => {
    if (files.length === 0) throw badRequest({ files: messages.required });
    for (const file of files) {
      if (!extensions[file.type] || !accepted(file.type)) throw refused({ status: 415, message: `Files of type "${file.type}" cannot be uploaded here.`, code: ERROR_CODES.unsupportedMediaType });
    }
    return files.map((file) => {
      const fileID = store.nextId('file', store.uploads);
      const fileTypeFormatted = extensions[file.type];
      const url = `memory://uploads/${folder}/${fileID}.${fileTypeFormatted}`;
      store.uploads.set(fileID, { url, fileID, folder });
      return { url, fileID, fileTypeFormatted };
    });
  };
  return {
    requestSlideUploads: ({ files, signal }) =>
      respond(signal, () => {
        const errors = checkSlideUploadRequest(files);
        if (Object.keys(errors).length > 0) throw badRequest(errors);
        return issue(files, 'slides', (type) => type === 'image/png');
      }),
    requestAssetUploads: ({ files, folderName, signal }) =>
      respond(signal, () => {
        const error = validateRequired(folderName);
        if (error) throw badRequest({ folderName: error });
        return issue(files, folderName.trim(), () => true);
      }),
    // The file arrives whole: progress is reported once, at the end.
    put: ({ url, file, onProgress, signal }) =>
      respond(signal, () => {
        const upload = [...store.uploads.values()].find((u) => u.url === url);
        if (!upload) throw refused(UPLOAD_ADDRESS_REFUSAL);
        upload.file = file;
        onProgress?.(file.size, file.size);
      }),
  };
}

/** Where uploaded assets live; a skin asset value is '' or an address below it. */
const ASSETS_ROOT = 'memory://uploads/';

/** The four skin groups: each call checks and sets one item's value (core's skin rules, as on the server). */
export function memorySkins(store: MemoryStore, respond: Respond): SkinsApi {
  const update = (group: SkinGroupName) => ({ spaceID, property, value, type, version, signal }: SkinUpdate) =>
    respond(signal, () => {
      const error = validateRequired(property);
      if (error) throw badRequest({ property: error });
      const space = findSpace(store, spaceID);
      const stored = space[group][property];
      const existing = stored ?? (group === 'worldSkin' ? OPTIONAL_WORLD_ITEMS[property] : undefined);
      if (!existing) throw notFound('Skin item');
      // An optional world item the space does not hold yet is at version 0: its first save makes it 1.
      const current = { version: stored ? stored.version : 0 };
      refuseStale(current, version);
      if (type !== undefined && type !== existing.type) throw badRequest({ type: `This item is of type ${existing.type}` });
      const checked = normalizeSkinValue({ group, property, type: existing.type }, value, ASSETS_ROOT);
      if ('error' in checked) throw badRequest({ value: checked.error });
      const audit = skinUpdateAudit({ group, property, before: stored, value: checked.value });
      space[group][property] = { ...existing, value: checked.value, version: nextVersion(current) };
      recordAudit(store, 'skin.update', spaceID, audit.before, audit.after);
    });
  return {
    updateUi: update('uiSkin'),
    updateWorld: update('worldSkin'),
    updateAvatar: update('avatarSkin'),
    updateEmail: update('emailSkin'),
  };
}
