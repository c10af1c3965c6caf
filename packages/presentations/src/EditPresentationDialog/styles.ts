import { styled } from '@greenroom/ui';

export const SlideToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--gr-space-2);
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--gr-color-text-muted, inherit);
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--gr-space-4);
`;
