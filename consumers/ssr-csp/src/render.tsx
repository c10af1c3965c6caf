// Server render of the page. The styles need no collecting step: each panel's GreenroomProvider
// writes the rules its render used into one `<style data-greenroom-styles nonce="…">` right after
// the panel, so the markup carries them, with the request's CSP nonce.
import { renderToString } from 'react-dom/server';
import { App } from './App';

/** The app's markup, its nonce'd `<style>` elements included. */
export function render(nonce: string): string {
  return renderToString(<App nonce={nonce} />);
}
