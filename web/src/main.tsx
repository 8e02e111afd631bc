import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { EmbedApp } from './embed/EmbedApp';
import { embedCfgIdOf } from './embed/embedPath';
import './global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const embedCfgId = embedCfgIdOf(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    {/* issue 14: under /embed/<cfgId>/ the app runs inside a partner's iframe, with its own router and session */}
    {embedCfgId ? <EmbedApp cfgId={embedCfgId} /> : <App />}
  </StrictMode>,
);
