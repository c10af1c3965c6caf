import type { SkinGroupName, SkinsApi } from '@greenroom/core';

/**
 * Which PUT /skin/{group} call saves an item of a group.
 * @example skinGroupCall(api.skins, 'worldSkin')({ spaceID, property, value })
 */
export function skinGroupCall(skins: SkinsApi, group: SkinGroupName): SkinsApi['updateUi'] {
  const calls: Record<SkinGroupName, SkinsApi['updateUi']> = {
    uiSkin: skins.updateUi,
    worldSkin: skins.updateWorld,
    avatarSkin: skins.updateAvatar,
    emailSkin: skins.updateEmail,
  };
  return calls[group];
}
