import { normalizePermissions, useTexts, type PresenterPermissions } from '@greenroom/core';
import { Button, Dialog, IconButton, Switch } from '@greenroom/ui';
import { CircleHelp } from 'lucide-react';
import { useState } from 'react';
import { guestsTextTable } from '../textTables/guests';
import { Group, PermissionRow } from './styles';

type Key = keyof PresenterPermissions;
const GENERAL: Key[] = ['canPresent', 'canUseLaser', 'canControlAvatarAudio', 'canTeleport', 'canBreakout'];
const DISPLAY: Key[] = ['canShareWebcam', 'canScreenshare', 'canShareSlides', 'canShareLocalVideo', 'canShareLivestream', 'canShareDefault'];

export interface PermissionTogglesProps {
  permissions: PresenterPermissions;
  onChange: (permissions: PresenterPermissions) => void;
  disabled?: boolean;
}

/**
 * The CUSTOMIZE tab (docs/reference/bookings.md §6): the 11 permissions in General controls and Display
 * controls, each with a help dialog. Present off turns Webcam off and disables it (core's
 * normalizePermissions, the rule both backends apply).
 * @example <PermissionToggles permissions={permissions} onChange={setPermissions} />
 */
export function PermissionToggles({ permissions, onChange, disabled }: PermissionTogglesProps) {
  const guestTexts = useTexts(guestsTextTable);
  const [help, setHelp] = useState<Key | null>(null);
  const toggle = (key: Key) => (checked: boolean) => onChange(normalizePermissions({ ...permissions, [key]: checked }));
  const group = (legend: string, keys: Key[]) => (
    <Group>
      <legend>{legend}</legend>
      {keys.map((key) => {
        const { label } = guestTexts.permissions[key];
        return (
          <PermissionRow key={key}>
            <Switch
              label={label}
              checked={permissions[key]}
              disabled={disabled || (key === 'canShareWebcam' && !permissions.canPresent)}
              onChange={toggle(key)}
            />
            <IconButton label={guestTexts.presenters.help(label)} size="sm" onClick={() => setHelp(key)}>
              <CircleHelp />
            </IconButton>
          </PermissionRow>
        );
      })}
    </Group>
  );
  return (
    <>
      {group(guestTexts.presenters.generalControls, GENERAL)}
      {group(guestTexts.presenters.displayControls, DISPLAY)}
      <Dialog
        open={help !== null}
        onClose={() => setHelp(null)}
        size="sm"
        title={help ? guestTexts.permissions[help].label : ''}
        actions={<Button onClick={() => setHelp(null)}>{guestTexts.presenters.close}</Button>}
      >
        {help ? guestTexts.permissions[help].help : null}
      </Dialog>
    </>
  );
}
