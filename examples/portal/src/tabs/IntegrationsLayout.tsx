import { styled } from '@greenroom/ui';

/** The two panels of the Integrations tab, one above the other with room between them. */
export const IntegrationsLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-6, 32px);
  padding-block: var(--gr-space-3, 12px);
`;
