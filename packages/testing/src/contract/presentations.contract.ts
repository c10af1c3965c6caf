import { describe, expect, it } from 'vitest';
import { SLIDE_LISTED_TWICE, slideName } from '@greenroom/core/rules';
import { expectHttpError } from './expectError';
import { BLANK, UNKNOWN_ID } from './names';
import { slidePng } from './slidePng';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';
import type { ContractBackend } from './types';

/** Uploads `count` 960 x 540 slides the way the Presentations tab does; resolves their slide names. */
async function uploadSlides(backend: Pick<ContractBackend, 'api'>, count: number): Promise<string[]> {
  const files = Array.from({ length: count }, (_, i) => ({ name: `slide-${i}.png`, type: 'image/png' }));
  const targets = await backend.api.uploads.requestSlideUploads({ files });
  expect(targets).toHaveLength(count);
  for (const target of targets) await backend.api.uploads.put({ url: target.url, file: slidePng(), contentType: 'image/png' });
  return targets.map((target) => slideName(target));
}

/**
 * Presentations (docs/reference/portal.md §5, §7): create answers id and name, the space lists it, save
 * renames and reorders (slides must be uploaded ones, each once), delete removes it; blank names refused with 'Required'; unknown ids 404.
 * @example describePresentationsContract(() => memoryContractBackend());
 */
export function describePresentationsContract(makeBackend: MakeBackend): void {
  describe('presentations contract', () => {
    const backend = useBackend(makeBackend);

    it('creates, saves, gets and deletes a presentation, kept on its space', async () => {
      const { spaceID } = await backend.setup();
      const space = () => backend.api.spaces.get({ spaceID, producerID: backend.superAdminID });
      const created = await backend.api.presentations.create({ spaceID, name: ' Keynote ', slides: [] });
      expect(created).toEqual({ presentationID: created.presentationID, name: 'Keynote' });
      expect((await space()).presentations[created.presentationID]).toEqual({ presentationID: created.presentationID, presentationName: 'Keynote' });

      const saved = await backend.api.presentations.update({ spaceID, presentationID: created.presentationID, name: ' Keynote 2 ', slides: [] });
      expect(saved).toMatchObject({ presentationID: created.presentationID, spaceID, name: 'Keynote 2', slides: [] });
      expect(await backend.api.presentations.get({ presentationID: created.presentationID })).toMatchObject({ name: 'Keynote 2', slides: [] });
      expect((await space()).presentations[created.presentationID]).toEqual({ presentationID: created.presentationID, presentationName: 'Keynote 2' });

      await backend.api.presentations.delete({ spaceID, presentationID: created.presentationID });
      await expectHttpError(backend.api.presentations.get({ presentationID: created.presentationID }), 404);
      expect((await space()).presentations[created.presentationID]).toBeUndefined();
    });

    it('refuses slides that were never uploaded, saving nothing', async () => {
      const { spaceID } = await backend.setup();
      await expectHttpError(backend.api.presentations.create({ spaceID, name: 'Deck', slides: ['never-uploaded.png'] }), 400);
      const created = await backend.api.presentations.create({ spaceID, name: 'Deck', slides: [] });
      await expectHttpError(backend.api.presentations.update({ spaceID, presentationID: created.presentationID, name: 'Deck', slides: ['never-uploaded.png'] }), 400);
      expect((await backend.api.presentations.get({ presentationID: created.presentationID })).slides).toEqual([]);
    });

    it('keeps uploaded slides in the order saved, and appends new ones after them', async () => {
      const { spaceID } = await backend.setup();
      const [a, b, c] = await uploadSlides(backend, 3);
      const created = await backend.api.presentations.create({ spaceID, name: 'Deck', slides: [a, b] });
      const presentationID = created.presentationID;
      await backend.api.presentations.update({ spaceID, presentationID, name: 'Deck', slides: [b, a, c] });
      const stored = await backend.api.presentations.get({ presentationID });
      expect(stored.slides).toEqual([b, a, c]);
      expect(stored.thumbnailRoot).not.toBe('');
    });

    it('refuses the same slide twice, saving nothing', async () => {
      const { spaceID } = await backend.setup();
      const [a] = await uploadSlides(backend, 1);
      const created = await backend.api.presentations.create({ spaceID, name: 'Deck', slides: [a] });
      await expectHttpError(
        backend.api.presentations.update({ spaceID, presentationID: created.presentationID, name: 'Deck', slides: [a, a] }),
        400,
        { 'slides.1': SLIDE_LISTED_TWICE },
      );
      expect((await backend.api.presentations.get({ presentationID: created.presentationID })).slides).toEqual([a]);
    });

    it('refuses a slide upload request for a file that is not a PNG', async () => {
      await expectHttpError(backend.api.uploads.requestSlideUploads({ files: [{ name: 'a.jpg', type: 'image/jpeg' }] }), 400, { 'files.0.type': 'File must be of type PNG' });
    });

    it('refuses a blank name with Required', async () => {
      const { spaceID } = await backend.setup();
      await expectHttpError(backend.api.presentations.create({ spaceID, name: BLANK, slides: [] }), 400, { name: 'Required' });
    });

    it('answers 404 for an unknown presentation or space', async () => {
      const { spaceID } = await backend.setup();
      await expectHttpError(backend.api.presentations.get({ presentationID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.presentations.delete({ spaceID, presentationID: UNKNOWN_ID }), 404);
      await expectHttpError(backend.api.presentations.create({ spaceID: UNKNOWN_ID, name: 'X', slides: [] }), 404);
    });
  });
}
