import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is generic: tenant bundles are fetched (or injected by the server) at start-up,
// so building once serves every tenant.
export default defineConfig({
  plugins: [react({ jsxImportSource: 'theme-ui' })],
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
