import { describe, expect, it } from 'vitest';
import { expectHttpError } from './expectError';
import { BLANK, UNKNOWN_ID } from './names';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

/**
 * Presentations (spec/portal.md §5, §7): create answers id and name, the space lists it, save
 * renames (slides must be uploaded ones), delete removes it; blank names refused with 'Required'; unknown ids 404.
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
