import { type APIRequestContext, expect } from '@playwright/test';

interface OutboxMail {
  to: string;
  kind: string;
  order_id: string | null;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * Waits until the server's delivery loop has rendered the order's mails (the outbox page of
 * DEV_OUTBOX, loopback only) to `to`, then checks each expected one: subject and a line of its
 * text. `[kind, subject, text]`, in the order they were written.
 */
export async function expectShopperMails(
  request: APIRequestContext,
  order: { _id: string },
  to: string,
  expected: readonly (readonly [kind: string, subject: string, text: string])[],
): Promise<void> {
  const rendered = async () => {
    const response = await request.get('/dev/outbox?format=json');
    expect(response.ok(), await response.text()).toBe(true);
    const entries: OutboxMail[] = await response.json();
    return entries.filter((entry) => entry.order_id === order._id && entry.to === to && entry.html);
  };
  const kinds = expected.map(([kind]) => kind);
  await expect
    .poll(async () => (await rendered()).map((mail) => mail.kind).sort(), { timeout: 20_000 })
    .toEqual([...kinds].sort());
  const mails = await rendered();
  for (const [kind, subject, text] of expected) {
    const mail = mails.find((entry) => entry.kind === kind);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain(text);
  }
}
