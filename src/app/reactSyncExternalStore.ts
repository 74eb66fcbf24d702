// wouter imports the React 17 shim of useSyncExternalStore; React 19 ships the hook itself (see vite.config.ts).
export { useSyncExternalStore } from 'react';
