import styled from 'styled-components';

export const ValueForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding-bottom: 8px;
`;
