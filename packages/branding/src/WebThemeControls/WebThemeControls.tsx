import { isStaleWrite, useAlert, useTexts, type Space } from '@greenroom/core';
import { ColorPicker, RadioGroup } from '@greenroom/ui';
import { skinItemVersion } from '../data/skinItemVersion';
import { useUpdateSkinItem } from '../data/useUpdateSkinItem';
import { brandingTextTable } from '../texts';
import type { BrandingSlice } from '../types';
import { Controls } from './styles';

export interface WebThemeControlsProps {
  space: Space;
  api?: BrandingSlice;
}

/**
 * The Web section's own controls: the 'Web Theme' radio (Dark / Light) and the 'Hightlight Color'
 * picker for primaryColor. Each saves at once; the shown value changes once the save succeeded,
 * and a failure alerts the spec's text. Each save carries the item's version as shown; when someone
 * else saved it since (412) the producer is told so (core's staleRecord text, not the spec's error)
 * and the space is read again.
 * @example <WebThemeControls space={space} />
 */
export function WebThemeControls({ space, api }: WebThemeControlsProps) {
  const texts = useTexts(brandingTextTable);
  const alert = useAlert();
  const theme = useUpdateSkinItem({ spaceID: space.spaceID }, api);
  const color = useUpdateSkinItem({ spaceID: space.spaceID }, api);
  const themeValue = typeof space.uiSkin.theme?.value === 'string' ? space.uiSkin.theme.value : null;
  const colorValue = typeof space.uiSkin.primaryColor?.value === 'string' ? space.uiSkin.primaryColor.value : '';
  // A 412 is told by the save itself (core's staleRecord text); any other failure by the spec's.
  const alertUnlessStale = (text: string) => (error: Error) => {
    if (!isStaleWrite(error)) alert(text);
  };

  return (
    <Controls data-ui="WebThemeControls">
      <RadioGroup
        label={texts.webTheme}
        value={themeValue}
        orientation="horizontal"
        disabled={theme.isPending}
        onChange={(value) =>
          theme.mutate(
            { group: 'uiSkin', property: 'theme', value, version: skinItemVersion(space.uiSkin.theme) },
            { onError: alertUnlessStale(texts.themeError) },
          )
        }
        options={[
          { value: 'dark', label: texts.themeDark },
          { value: 'light', label: texts.themeLight },
        ]}
      />
      <ColorPicker
        label={texts.highlightColor}
        value={colorValue}
        disabled={color.isPending}
        onChange={(value) =>
          color.mutate(
            { group: 'uiSkin', property: 'primaryColor', value, version: skinItemVersion(space.uiSkin.primaryColor) },
            { onError: alertUnlessStale(texts.primaryColorError) },
          )
        }
      />
    </Controls>
  );
}
