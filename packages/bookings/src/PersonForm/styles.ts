import { styled } from '@greenroom/ui';

/** The form's fields in a responsive two-column grid (one column on a phone). */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: var(--gr-space-2) var(--gr-space-3);
`;

/** A row of switches (Brand, Allow Early Access). */
export const ToggleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--gr-space-4);
  margin-top: var(--gr-space-3);
`;

/** The guest's own settings under the toggles (the language). */
export const PreferenceRow = styled.div`
  max-width: 320px;
  margin-top: var(--gr-space-3);
`;
