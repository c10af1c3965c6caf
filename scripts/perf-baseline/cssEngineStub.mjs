// A stand-in for styled-components with no CSS engine, for scripts/perf-css-engine.mjs: every styled
// component becomes its plain element, and every CSS template's text stays in the bundle (it is
// still an argument of the call), so the difference is the engine alone.
import { createElement, forwardRef } from 'react';

const plain = (tag) => () => forwardRef((props, ref) => createElement(tag, { ...props, ref }));
const withAttrs = (tag) => Object.assign(plain(tag), { attrs: () => plain(tag) });

export const styled = new Proxy((component) => withAttrs(component), { get: (_, tag) => withAttrs(tag) });
export const css = () => '';
export const keyframes = () => 'keyframes';
export const createGlobalStyle = () => () => null;
export const ThemeProvider = ({ children }) => children;
export const StyleSheetManager = ({ children }) => children;
export const ServerStyleSheet = class {};
export const useTheme = () => ({});
export default styled;
