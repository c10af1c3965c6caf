import styled from 'styled-components';

export const PanelRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-5);
  color: var(--gr-color-text);
  font-family: var(--gr-font);
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--gr-space-2);
`;

export const SectionTitle = styled.h3`
  margin: 0 0 var(--gr-space-1);
  font-size: var(--gr-font-size-md);
  font-weight: 600;
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 200px) minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--gr-space-2);
  min-height: 40px;
`;

export const RowLabel = styled.span`
  font-weight: 600;
`;

export const RowValue = styled.span`
  overflow-wrap: anywhere;
`;

export const RowActions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-1);
`;

export const Divider = styled.hr`
  width: 100%;
  margin: var(--gr-space-2) 0;
  border: 0;
  border-top: 1px solid var(--gr-color-border);
`;
