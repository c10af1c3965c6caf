import styled from 'styled-components';

export const SettingForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--gr-space-2);
  max-width: 720px;

  & > [data-ui='TextField'] {
    flex: 1 1 320px;
  }
`;

export const Outcome = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--gr-color-text-muted);
`;

export const ErrorText = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: var(--gr-color-danger);
`;
