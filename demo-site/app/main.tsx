import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSouqCore } from '../../src/core';
import { App } from './App';
import { SouqCoreProvider } from './souqContext';

if (window.location.pathname === '/') window.history.replaceState(null, '', '/home');

const core = createSouqCore({ apiBaseUrl: window.location.origin });
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <SouqCoreProvider core={core}>
        <App />
      </SouqCoreProvider>
    </StrictMode>,
  );
}
