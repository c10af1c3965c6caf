#!/usr/bin/env node
/**
 * Probe for docs/adr/0007-static-kit-styles.md: under `style-src 'nonce-…'` (no 'unsafe-inline'),
 * does Chromium apply a constructed style sheet adopted by the document and by a shadow root, and
 * block a nonce-less <style> and its insertRule? Prints the colour each test element ends up with
 * (red: the rule applied) and the CSP messages of the console.
 *
 *   node scripts/probe-constructed-sheets-csp.mjs
 */
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';

const NONCE = 'probe-nonce';
const page = `<!doctype html><html><head><title>probe</title></head><body>
<p id="adopted">adopted sheet</p><p id="styleTag">style tag</p><p id="insertRule">insertRule</p><div id="host"></div>
<script nonce="${NONCE}">
  const red = (selector) => selector + ' { color: rgb(255, 0, 0); }';
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(red('#adopted'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const tag = document.createElement('style');
  tag.textContent = red('#styleTag');
  document.head.appendChild(tag);
  const empty = document.createElement('style');
  document.head.appendChild(empty);
  try { empty.sheet.insertRule(red('#insertRule')); } catch { /* blocked: the colour says so */ }
  const shadow = document.getElementById('host').attachShadow({ mode: 'open' });
  shadow.innerHTML = '<p id="inShadow">shadow root</p>';
  const shadowSheet = new CSSStyleSheet();
  shadowSheet.replaceSync(red('#inShadow'));
  shadow.adoptedStyleSheets = [shadowSheet];
</script></body></html>`;

const server = createServer((request, response) => {
  response.setHeader('content-security-policy', `default-src 'none'; script-src 'nonce-${NONCE}'; style-src 'nonce-${NONCE}'`);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(page);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: findChromium() });
try {
  const tab = await browser.newPage();
  const messages = [];
  tab.on('console', (message) => messages.push(message.text()));
  await tab.goto(`http://127.0.0.1:${server.address().port}/`);
  const colours = await tab.evaluate(() => {
    const colour = (element) => getComputedStyle(element).color;
    const shadow = document.getElementById('host').shadowRoot;
    return {
      'adopted by the document': colour(document.getElementById('adopted')),
      'adopted by a shadow root': colour(shadow.getElementById('inShadow')),
      'nonce-less <style>': colour(document.getElementById('styleTag')),
      'insertRule into it': colour(document.getElementById('insertRule')),
    };
  });
  for (const [what, colour] of Object.entries(colours)) console.log(`${what.padEnd(26)} ${colour === 'rgb(255, 0, 0)' ? 'applied' : 'blocked'} (${colour})`);
  console.log(`CSP messages: ${messages.filter((text) => text.includes('Content Security Policy')).length}`);
} finally {
  await browser.close();
  server.close();
}
