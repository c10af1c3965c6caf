import { styled } from '../styled';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--gr-space-2);
  padding: var(--gr-space-6) var(--gr-space-4);
  text-align: center;
  color: var(--gr-color-text-muted);
`;

export const EmptyIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  margin-bottom: var(--gr-space-2);
  border-radius: 50%;
  background: var(--gr-color-surface-alt);
  color: var(--gr-color-primary);

  & > svg {
    width: 28px;
    height: 28px;
  }
`;

export const EmptyTitle = styled.p`
  margin: 0;
  font-size: var(--gr-font-size-lg);
  font-weight: 600;
  color: var(--gr-color-text);
`;

export const EmptyMessage = styled.p`
  margin: 0;
  max-width: 48ch;
  font-size: var(--gr-font-size-md);
`;

export const EmptyAction = styled.div`
  margin-top: var(--gr-space-3);
`;
