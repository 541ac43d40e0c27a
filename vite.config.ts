import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidators } from './src/engine/build/vite-form-validators.js';

// The SPA is generic: tenant bundles are fetched (or injected by the server) at start-up,
// so building once serves every tenant.
export default defineConfig({
  // formValidators: form schemas precompiled, so the browser validates forms without eval (CSP).
  plugins: [react({ jsxImportSource: 'theme-ui' }), formValidators({ dirs: ['schemas/forms'] })],
  root: 'src/web',
  publicDir: '../../public',
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    proxy: {
      '^/(api|authen|GET_MASTER_DATA|master_data_management|MASTER_DATA_MANAGEMENT|tenants)/': 'http://localhost:3000',
    },
  },
});
