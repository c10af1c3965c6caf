import { styled } from '@greenroom/ui';

/** The one project a key made from a project's panel is for. */
export const FixedProject = styled.p`
  margin: 0 0 var(--gr-space-3);
`;

/** A revoked key's state, muted (the word says it too). */
export const KeyState = styled.span<{ $revoked: boolean }>`
  color: ${({ $revoked }) => ($revoked ? 'var(--gr-color-text-muted)' : 'inherit')};
  font-weight: ${({ $revoked }) => ($revoked ? 400 : 600)};
`;

/** A key's prefix, as it starts the secret. */
export const Prefix = styled.code`
  font-family: var(--gr-font-mono, ui-monospace, monospace);
`;
