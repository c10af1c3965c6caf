import { styled } from '@greenroom/ui';

export const TemplateForm = styled.form`
  display: grid;
  gap: var(--gr-space-2);
`;

export const BodyTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--gr-space-2);
`;
