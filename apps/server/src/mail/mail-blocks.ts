import escapeHtml from 'escape-html';

/** A fact of the mail: label and value, a row of a two-column table (text: "label: value"). */
export type Fact = readonly [label: string, value: string];

export interface MailLine {
  name: string;
  quantity: string;
  amount: string;
}

/**
 * The pieces a mail is made of. Each is written once and rendered twice, as plain text and as
 * HTML, so the two versions always say the same thing.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'facts'; facts: readonly Fact[] }
  | { kind: 'lines'; head: readonly [string, string, string]; lines: readonly MailLine[] }
  | { kind: 'totals'; facts: readonly Fact[] }
  | { kind: 'qr'; cid: string; alt: string }
  | { kind: 'link'; label: string; url: string };

export interface MailFrame {
  lang: string;
  title: string;
  shopName: string;
  footer: string;
  address: string;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return block.text.toUpperCase();
    case 'facts':
    case 'totals':
      return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'lines':
      return block.lines.map((line) => `- ${line.name} × ${line.quantity}: ${line.amount}`).join('\n');
    case 'qr':
      return '';
    case 'link':
      return `${block.label}: ${block.url}`;
  }
}

/** Paragraphs separated by a blank line; the QR image has no text of its own (its details precede it). */
export function renderText(blocks: readonly Block[], frame: MailFrame): string {
  const parts = blocks.map(blockText).filter((part) => part !== '');
  const signature = ['--', frame.shopName, frame.address, frame.footer].join('\n');
  return [...parts, signature].join('\n\n');
}

// The shop's look (apps/web/src/styles/app.css): tea leaf green, coffee for text, guava accents.
const LEAF = '#2f7238';
const LEAF_LIGHT = '#f1f8f1';
const COFFEE = '#3b2a20';
const MUTED = '#6b5b50';
const CELL = 'padding:6px 8px;border-bottom:1px solid #e6e0da;vertical-align:top';

function factRows(facts: readonly Fact[], isBold = false): string {
  return facts
    .map(
      ([label, value], index) =>
        `<tr><td style="${CELL};color:${MUTED}">${escapeHtml(label)}</td>` +
        `<td style="${CELL};text-align:right${isBold && index === facts.length - 1 ? ';font-weight:700' : ''}">` +
        `${escapeHtml(value)}</td></tr>`,
    )
    .join('');
}

const table = (rows: string) =>
  `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="border-collapse:collapse;margin:12px 0">${rows}</table>`;

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:12px 0;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:20px 0 8px;font-size:16px;color:${LEAF}">${escapeHtml(block.text)}</h2>`;
    case 'facts':
      return table(factRows(block.facts));
    case 'totals':
      return table(factRows(block.facts, true));
    case 'lines': {
      const head = block.head
        .map(
          (cell, index) =>
            `<th style="${CELL};text-align:${index === 0 ? 'left' : 'right'}">${escapeHtml(cell)}</th>`,
        )
        .join('');
      const rows = block.lines
        .map(
          (line) =>
            `<tr><td style="${CELL}">${escapeHtml(line.name)}</td>` +
            `<td style="${CELL};text-align:right">${escapeHtml(line.quantity)}</td>` +
            `<td style="${CELL};text-align:right">${escapeHtml(line.amount)}</td></tr>`,
        )
        .join('');
      return table(`<tr style="background:${LEAF_LIGHT}">${head}</tr>${rows}`);
    }
    case 'qr':
      return `<p style="text-align:center;margin:16px 0"><img src="cid:${escapeHtml(block.cid)}" alt="${escapeHtml(block.alt)}" width="220" height="220" style="display:inline-block"></p>`;
    case 'link':
      return (
        `<p style="margin:20px 0;text-align:center"><a href="${escapeHtml(block.url)}" ` +
        `style="display:inline-block;padding:10px 20px;border-radius:6px;background:${LEAF};color:#ffffff;text-decoration:none;font-weight:600">` +
        `${escapeHtml(block.label)}</a></p>`
      );
  }
}

/** One HTML document with inline styles only (mail clients drop style sheets), 600 px wide at most. */
export function renderHtml(blocks: readonly Block[], frame: MailFrame): string {
  return `<!doctype html>
<html lang="${escapeHtml(frame.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(frame.title)}</title></head>
<body style="margin:0;padding:0;background:#f8f4f1;font-family:'Be Vietnam Pro',Arial,Helvetica,sans-serif;color:${COFFEE};font-size:14px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${LEAF};color:#ffffff;padding:16px 20px;font-size:18px;font-weight:700;border-radius:8px 8px 0 0">${escapeHtml(frame.shopName)}</td></tr>
<tr><td style="padding:8px 20px 16px">${blocks.map(blockHtml).join('\n')}</td></tr>
<tr><td style="padding:12px 20px;color:${MUTED};font-size:12px;border-top:1px solid #e6e0da">${escapeHtml(frame.address)}<br>${escapeHtml(frame.footer)}</td></tr>
</table></td></tr></table></body></html>`;
}
