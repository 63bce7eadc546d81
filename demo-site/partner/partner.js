/*
 * The partner's own script: keeps a token of its own in localStorage (the kit must never touch
 * it), and lists every souq:* event the widgets fire. It runs before the kit loads, so it
 * listens on `document` and also queues a configure call the loader runs first.
 */
const EVENTS = [
  'souq:cart-change',
  'souq:item-add',
  'souq:item-remove',
  'souq:wishlist-change',
  'souq:checkout',
  'souq:order-place',
  'souq:search-submit',
  'souq:locale-change',
  'souq:error',
];

if (localStorage.getItem('token') === null) localStorage.setItem('token', 'partner-own-session');

window.Souq = window.Souq ?? { q: [] };
window.Souq.q.push(['configure', { themeTokens: { '--souq-color-accent': '#0b6e4f' } }]);

const log = document.getElementById('partner-log');

function record(event) {
  const entry = document.createElement('li');
  entry.className = 'partner-log-entry';
  entry.dataset.event = event.type;
  entry.textContent = `${event.type} ${JSON.stringify(event.detail)}`;
  log?.prepend(entry);
}

for (const name of EVENTS) document.addEventListener(name, record);
