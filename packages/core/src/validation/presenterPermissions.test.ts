import { defaultPresenterPermissions, normalizePermissions, PERMISSION_KEYS } from './presenterPermissions';

describe('presenter permissions', () => {
  it('are all on by default', () => {
    const permissions = defaultPresenterPermissions();
    expect(Object.keys(permissions)).toHaveLength(11);
    expect(PERMISSION_KEYS.every((key) => permissions[key])).toBe(true);
  });

  it('force webcam off while present is off and drop unknown keys', () => {
    const given = { ...defaultPresenterPermissions(), canPresent: false, canFly: true } as never;
    const stored = normalizePermissions(given);
    expect(stored.canShareWebcam).toBe(false);
    expect(stored.canScreenshare).toBe(true);
    expect(stored).not.toHaveProperty('canFly');
    expect(normalizePermissions(defaultPresenterPermissions()).canShareWebcam).toBe(true);
  });
});
