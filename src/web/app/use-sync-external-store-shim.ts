/*
 * Stands in for the `use-sync-external-store/shim` package in the build (vite.config.ts alias;
 * react-i18next's useTranslation imports it). The shim answers React's own hook whenever React has
 * one, as React 19 does, but its fallback for React 17 shipped in every page's first JS (issue 13).
 */
export { useSyncExternalStore } from 'react';
