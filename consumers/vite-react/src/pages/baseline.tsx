// The floor every page shares: React and ReactDOM rendering one element, built like the panels' pages.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>React only</p>);
