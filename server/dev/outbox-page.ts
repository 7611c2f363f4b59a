import type { OutboxMessage } from '../../contract/schemas/dev.ts';
import { storeTimeZone } from '../catalog/opening-hours.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Verification codes are what people come here for: make them stand out. */
const highlightCodes = (html: string) => html.replace(/\b\d{4,8}\b/g, '<mark>$&</mark>');

function message({ channel, to, subject, body, created_at }: OutboxMessage): string {
  const when = new Date(created_at).toLocaleString('pt-BR', { timeZone: storeTimeZone });
  return `<article>
  <header><span class="channel ${channel}">${channel === 'email' ? 'E-mail' : 'SMS'}</span>
  <strong>${escapeHtml(to)}</strong><time datetime="${created_at}">${when}</time></header>
  <h2>${highlightCodes(escapeHtml(subject))}</h2>
  <pre>${highlightCodes(escapeHtml(body))}</pre>
</article>`;
}

export function outboxPage(messages: readonly OutboxMessage[]): string {
  const list = messages.length
    ? messages.map(message).join('\n')
    : '<p class="empty">Nothing sent yet. Codes, invoices and privacy requests appear here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev outbox · Brasa reference API</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #fffbf5; color: #1f1a17; }
  main { max-width: 760px; margin: 0 auto; padding: 24px 16px; }
  h1 { margin: 0 0 4px; } .hint { color: #57504b; margin: 0 0 24px; }
  article { background: #fff; border: 1px solid #ddd5ce; border-radius: 12px; padding: 16px; margin-bottom: 12px; }
  article header { display: flex; gap: 12px; align-items: baseline; flex-wrap: wrap; }
  time { color: #57504b; margin-left: auto; font-size: 14px; }
  h2 { font-size: 17px; margin: 8px 0; } pre { white-space: pre-wrap; margin: 0; font: inherit; }
  .channel { font-size: 12px; font-weight: 700; text-transform: uppercase; padding: 2px 8px; border-radius: 99px; }
  .email { background: #eef3ff; color: #1f4fb8; } .sms { background: #eaf7ee; color: #166534; }
  mark { background: #ffcf70; padding: 0 4px; border-radius: 4px; font-weight: 700; letter-spacing: .05em; }
  .empty { color: #57504b; }
</style></head>
<body><main>
<h1>Dev outbox</h1>
<p class="hint">Messages the reference API would have sent, newest first. <a href="">Refresh</a> · <a href="/api/dev/outbox">JSON</a></p>
${list}
</main></body></html>`;
}
