import type { Plugin } from 'vite';

export function formValidators(options: { dirs: string[] }): Plugin;
