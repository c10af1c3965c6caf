import { useAlert, useTexts, type Space } from '@greenroom/core';
import { ColorPicker, RadioGroup } from '@greenroom/ui';
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
 * and a failure alerts the spec's text.
 * @example <WebThemeControls space={space} />
 */
export function WebThemeControls({ space, api }: WebThemeControlsProps) {
  const texts = useTexts(brandingTextTable);
  const alert = useAlert();
  const theme = useUpdateSkinItem({ spaceID: space.spaceID }, api);
  const color = useUpdateSkinItem({ spaceID: space.spaceID }, api);
  const themeValue = typeof space.uiSkin.theme?.value === 'string' ? space.uiSkin.theme.value : null;
  const colorValue = typeof space.uiSkin.primaryColor?.value === 'string' ? space.uiSkin.primaryColor.value : '';

  return (
    <Controls data-ui="WebThemeControls">
      <RadioGroup
        label={texts.webTheme}
        value={themeValue}
        orientation="horizontal"
        disabled={theme.isPending}
        onChange={(value) =>
          theme.mutate({ group: 'uiSkin', property: 'theme', value }, { onError: () => alert(texts.themeError) })
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
          color.mutate({ group: 'uiSkin', property: 'primaryColor', value }, { onError: () => alert(texts.primaryColorError) })
        }
      />
    </Controls>
  );
}
