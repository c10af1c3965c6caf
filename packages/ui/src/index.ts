// @greenroom/ui public surface. Each line re-exports one component folder.
// --- theme and basic primitives (kit A) ---
export * from './theme';
export * from './Spinner';
export * from './Button';
// --- overlays, pickers and inputs (kit B) ---
