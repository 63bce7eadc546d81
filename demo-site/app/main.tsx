import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createSouqCore } from '../../src/core';
import { SouqProvider } from '../../src/ui/souq';
import { WidgetRoot } from '../../src/ui/WidgetRoot';
import { App } from './App';

if (window.location.pathname === '/') window.history.replaceState(null, '', '/home');

const core = createSouqCore({ apiBaseUrl: window.location.origin });
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <SouqProvider core={core}>
        <WidgetRoot>
          <App />
        </WidgetRoot>
      </SouqProvider>
    </StrictMode>,
  );
}
