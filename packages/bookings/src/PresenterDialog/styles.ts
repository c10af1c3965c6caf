import { styled } from '@greenroom/ui';

export const Group = styled.fieldset`
  border: 0;
  margin: 0 0 var(--gr-space-3);
  padding: 0;

  legend {
    font-weight: 600;
    margin-bottom: var(--gr-space-2);
  }
`;

export const PermissionRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--gr-space-2);
  min-height: 40px;
`;
