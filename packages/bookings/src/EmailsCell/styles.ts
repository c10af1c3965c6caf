import { styled } from 'styled-components';

export const Tags = styled.ul`
  display: flex;
  gap: var(--gr-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  overflow: hidden;
  white-space: nowrap;
`;

const tagColor = { sent: 'var(--gr-color-text-muted)', queued: 'var(--gr-color-text-muted)', failed: 'var(--gr-color-danger)' } as const;

export const Tag = styled.li<{ $state: keyof typeof tagColor }>`
  font-size: 0.85em;
  color: ${({ $state }) => tagColor[$state]};
  font-style: ${({ $state }) => ($state === 'queued' ? 'italic' : 'normal')};
`;

export const Muted = styled.span`
  font-size: 0.85em;
  color: var(--gr-color-text-muted);
`;
