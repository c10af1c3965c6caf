// The React-only baseline of `npm run bench:browser`: React + react-dom rendering a sign-in form
// with a LOGIN button, nothing else. The portal's screens are measured as ratios to this page.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function SignInForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 12, maxWidth: 320, margin: '96px auto', fontFamily: 'system-ui' }}>
      <h1>Greenroom</h1>
      <label>
        Username <input value={username} onChange={(event) => setUsername(event.target.value)} autoComplete="username" />
      </label>
      <label>
        Password <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" />
      </label>
      <button type="submit">LOGIN</button>
    </form>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <SignInForm />
  </StrictMode>,
);
