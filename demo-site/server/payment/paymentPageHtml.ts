import { createHash } from 'node:crypto';
import type { Locale } from '../../../src/core/i18n';
import { translate } from '../http/language';
import { escapeHtml } from '../pageHead/escape';

/*
 * The demo payment page: plain HTML with two forms (Approve, Deny) that post back to this
 * server. No script at all; its one style block is allowed by its hash, nothing else by its CSP.
 */

const STYLE = [
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f2937}',
  'h1{font-size:1.5rem}',
  '.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}',
  '.actions{display:flex;gap:1rem}',
  'button{font:inherit;padding:.75rem 1.5rem;border-radius:.5rem;border:1px solid #d1d5db;cursor:pointer}',
  '.approve{background:#047857;color:#fff;border-color:#047857}',
  '.note{color:#6b7280;font-size:.875rem;margin-top:2rem}',
].join('');

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/**
 * The page's content security policy: its own style, forms posting to itself, nothing else.
 * The forms' answer redirects to the callback, which browsers check against form-action too.
 */
export function paymentPagePolicy(callbackOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    `form-action 'self' ${callbackOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** What the page shows. */
export interface PaymentPageView {
  requestId: string;
  amount: number;
  language: Locale;
}

/** The page asking the shopper to approve or deny a payment, in their language. */
export function paymentPageHtml({ requestId, amount, language }: PaymentPageView): string {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(language, key));
  const action = (verb: 'approve' | 'deny') =>
    escapeHtml(`/payment/${encodeURIComponent(requestId)}/${verb}?lang=${language}`);
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('Demo payment')}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${t('Demo payment')}</h1>
<p>${t('Amount to pay')}</p>
<p class="amount">${escapeHtml(amount.toFixed(2))}</p>
<div class="actions">
<form method="post" action="${action('approve')}"><button class="approve" type="submit">${t('Approve payment')}</button></form>
<form method="post" action="${action('deny')}"><button type="submit">${t('Deny payment')}</button></form>
</div>
<p class="note">${t('This payment page is a demo: no money moves')}</p>
</main>
</body>
</html>
`;
}

/** A short page for a request that does not exist. */
export function paymentNotFoundHtml(language: Locale): string {
  const title = escapeHtml(translate(language, 'Payment request not found'));
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1></body>
</html>
`;
}
