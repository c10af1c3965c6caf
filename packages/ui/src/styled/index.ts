export { styled, type Styled, type StyledComponent, type StyledTemplate } from './styled';
export { css, keyframes, type CssFragment, type Interpolation, type Keyframes } from './css';
export { StyleRoot, type StyleRootProps } from './StyleRoot';
export { collectedStylesHtml, createStyleCollector, type StyleCollector } from './styleCollector';
