import { styled } from '@greenroom/ui';

export const Media = styled.div`
  display: flex;
  justify-content: center;
  img,
  video {
    max-width: 100%;
    max-height: 60vh;
  }
  audio {
    width: 100%;
  }
`;

export const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 48px;
  height: 48px;
  border-radius: 8px;
  border: 1px solid var(--gr-color-border);
  background: ${({ $color }) => $color};
  vertical-align: middle;
  margin-right: 12px;
`;

export const PairList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;
