import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A partner's default Vite config: the React plugin, nothing else.
export default defineConfig({ plugins: [react()] });
