/**
 * The name the preference is remembered under (per origin): the default store's localStorage key,
 * and the cookie store's default cookie name.
 *
 * @example
 * document.cookie.includes(`${THEME_PREFERENCE_KEY}=`)
 */
export const THEME_PREFERENCE_KEY = 'greenroom.theme';
