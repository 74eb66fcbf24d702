import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreStored, TuningPanel } from './TuningPanel';

/**
 * Starts the `?debug` tuning panel when this chunk loads (the home page, which composes the scenes, loads it only
 * under `?debug`), in a root of its own beside the app's: the values kept from the last session first, so the scenes
 * and the controls start from them.
 */
restoreStored();
const host = document.createElement('div');
host.dataset.tuning = '';
document.body.append(host);
createRoot(host).render(
  <StrictMode>
    <TuningPanel />
  </StrictMode>,
);
