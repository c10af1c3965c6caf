import { describe, expect, it } from 'vitest';
import type { PortalApi, SkinGroupName, SkinItem, SkinItemType, Space } from '@greenroom/core';
import { OPTIONAL_WORLD_ITEMS, assetAddressOf, inRoomRows } from '@greenroom/core/rules';
import { expectHttpError } from './expectError';
import type { MakeBackend } from './types';
import { useBackend } from './useBackend';

type UpdateName = keyof PortalApi['skins'];

/** The skins call of each group. */
const UPDATE: Record<SkinGroupName, UpdateName> = { uiSkin: 'updateUi', worldSkin: 'updateWorld', avatarSkin: 'updateAvatar', emailSkin: 'updateEmail' };

/** The first item of `type` in one of the space's groups (the seeded world has one of each). */
function itemOfType(space: Space, type: SkinItemType, groups: SkinGroupName[] = ['worldSkin', 'avatarSkin', 'uiSkin', 'emailSkin']): { group: SkinGroupName; item: SkinItem } {
  for (const group of groups) {
    const item = Object.values(space[group]).find((candidate) => candidate.type === type && !candidate.hidden);
    if (item) return { group, item };
  }
  throw new Error(`The contract space has no ${type} item.`);
}

/**
 * Skins (docs/reference/portal.md §2 "Branding tab", §4, §8), called as super-admin: each item type stores a
 * checked value (numbers rounded to 2 decimals, assets only at addresses this backend handed out)
 * and reads it back; values that do not fit are refused with core's messages and nothing changes;
 * a wrong type is 400, an unknown item 404; the Q&A display colours default to '#383838' and
 * '#FFFFFF' and can be set on a space that lacks them; a super-admin receives hidden items.
 * @example describeSkinsContract(() => memoryContractBackend());
 */
export function describeSkinsContract(makeBackend: MakeBackend): void {
  describe('skins contract', () => {
    const backend = useBackend(makeBackend);
    const read = (spaceID: string) => backend.api.spaces.get({ spaceID, producerID: backend.superAdminID });
    const update = (group: SkinGroupName, body: Parameters<PortalApi['skins']['updateUi']>[0]) => backend.api.skins[UPDATE[group]](body);

    it('stores a value of each kind of item and reads it back (numbers rounded to 2 decimals)', async () => {
      const { spaceID } = await backend.setup();
      const space = await read(spaceID);
      const number = itemOfType(space, 'SingleNumber');
      const flag = itemOfType(space, 'Boolean');
      const pairs = itemOfType(space, 'ColorPairList');
      const cases: [SkinGroupName, string, unknown, unknown][] = [
        ['uiSkin', 'primaryColor', '#123ABC', '#123ABC'],
        ['uiSkin', 'theme', 'light', 'light'],
        [number.group, number.item.property, 1.23456, 1.23],
        [flag.group, flag.item.property, !flag.item.value, !flag.item.value],
        [pairs.group, pairs.item.property, [{ primary: '#000000', secondary: '#FFFFFF' }], [{ primary: '#000000', secondary: '#FFFFFF' }]],
      ];
      for (const [group, property, value] of cases) await update(group, { spaceID, property, value: value as never });
      const after = await read(spaceID);
      for (const [group, property, , stored] of cases) expect(after[group][property]?.value, property).toEqual(stored);
    });

    it('stores the address of an uploaded image on an image item', async () => {
      const { spaceID } = await backend.setup();
      const [target] = await backend.api.uploads.requestAssetUploads({ files: [{ name: 'logo.png', type: 'image/png' }], folderName: 'thumbnailLogo' });
      const address = assetAddressOf(target!.url);
      await backend.api.skins.updateUi({ spaceID, property: 'thumbnailLogo', value: address });
      expect((await read(spaceID)).uiSkin.thumbnailLogo?.value).toBe(address);
    });

    it("refuses values that do not fit the item with core's messages; nothing changes", async () => {
      const { spaceID } = await backend.setup();
      const before = await read(spaceID);
      const number = itemOfType(before, 'SingleNumber');
      const flag = itemOfType(before, 'Boolean');
      const pairs = itemOfType(before, 'ColorPairList');
      const refusals: [SkinGroupName, string, unknown, string][] = [
        ['uiSkin', 'primaryColor', 'red', 'Colors must be hex values such as #1A2B3C'],
        ['uiSkin', 'theme', 'blue', "The theme must be 'dark' or 'light'"],
        ['uiSkin', 'thumbnailLogo', 'https://evil.example/logo.png', 'Use the address of a file uploaded to this server'],
        [number.group, number.item.property, -1, 'Value must be 0 or more'],
        [flag.group, flag.item.property, 'yes', 'Value must be true or false'],
        [pairs.group, pairs.item.property, Array.from({ length: 9 }, () => ({ primary: '#000000', secondary: '#000000' })), 'Up to 8 pairs of hex colors are allowed'],
        [pairs.group, pairs.item.property, [{ primary: 'black', secondary: '#000000' }], 'Up to 8 pairs of hex colors are allowed'],
      ];
      for (const [group, property, value, message] of refusals) {
        await expectHttpError(update(group, { spaceID, property, value: value as never }), 400, { value: message });
      }
      const after = await read(spaceID);
      for (const group of ['uiSkin', 'worldSkin', 'avatarSkin', 'emailSkin'] as const) expect(after[group]).toEqual(before[group]);
    });

    it('refuses a type other than the stored one (400) and items the group does not have (404)', async () => {
      const { spaceID } = await backend.setup();
      await expectHttpError(backend.api.skins.updateUi({ spaceID, property: 'primaryColor', value: '#FFFFFF', type: 'Boolean' }), 400, {
        type: 'This item is of type SingleColor',
      });
      await expectHttpError(backend.api.skins.updateUi({ spaceID, property: 'nonexistent', value: '#FFFFFF' }), 404);
      await expectHttpError(backend.api.skins.updateEmail({ spaceID, property: 'primaryColor', value: '#FFFFFF' }), 404);
      expect((await read(spaceID)).uiSkin.primaryColor?.value).not.toBe('#FFFFFF');
    });

    it("shows the Q&A display colours with their defaults and stores one the space's world lacks", async () => {
      const { spaceID } = await backend.setup();
      const colours = (space: Space) =>
        Object.fromEntries(inRoomRows(space, 0).filter((row) => row.item.property in OPTIONAL_WORLD_ITEMS).map((row) => [row.item.property, row.item.value]));
      const fresh = await read(spaceID);
      expect(colours(fresh)).toEqual({ qaDisplayBackgroundColor: '#383838', qaDisplayTextColor: '#FFFFFF' });

      await backend.api.skins.updateWorld({ spaceID, property: 'qaDisplayBackgroundColor', value: '#101010', type: 'SingleColor' });
      const after = await read(spaceID);
      expect(after.worldSkin.qaDisplayBackgroundColor).toMatchObject({ type: 'SingleColor', value: '#101010' });
      expect(colours(after)).toEqual({ qaDisplayBackgroundColor: '#101010', qaDisplayTextColor: '#FFFFFF' });
      await expectHttpError(backend.api.skins.updateWorld({ spaceID, property: 'qaDisplayTextColor', value: 'white' }), 400, {
        value: 'Colors must be hex values such as #1A2B3C',
      });
    });

    it('sends hidden items to a super-admin, marked hidden, and lets them change one', async () => {
      const { spaceID } = await backend.setup();
      const hidden = Object.values((await read(spaceID)).worldSkin).filter((item) => item.hidden);
      expect(hidden.length).toBeGreaterThan(0);
      const flag = hidden.find((item) => item.type === 'Boolean');
      expect(flag, 'the seeded world has a hidden Boolean item').toBeDefined();
      await backend.api.skins.updateWorld({ spaceID, property: flag!.property, value: !flag!.value });
      expect((await read(spaceID)).worldSkin[flag!.property]).toMatchObject({ hidden: true, value: !flag!.value });
    });
  });
}
