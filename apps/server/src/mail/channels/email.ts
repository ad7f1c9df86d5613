import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import { VIETQR_CID } from '../order-mail.js';
import { ChannelError, type MessageChannel } from './channel.js';

/**
 * E-mail by SMTP with nodemailer (decision 018): HTML and plain text and, for a bank transfer,
 * the VietQR image as an inline attachment. Off without SMTP_URL (rows are kept and logged).
 *
 * Pooled: the outbox's mails go through the connections already open (at most
 * {@link SMTP_CONNECTIONS}; nodemailer opens another after 100 messages or a dropped connection)
 * instead of a connection, greeting and login each: one a mail held a shop with a provider to
 * about ten mails a second (issue 28). `close` ends them when the server stops. A URL's own
 * `pool=false` still wins.
 */
export const SMTP_CONNECTIONS = 2;

export function emailChannel(smtpUrl: string | undefined, from: string): MessageChannel {
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS })
    : undefined;
  return {
    kind: 'email',
    state: transport ? 'keys' : 'off',
    close: () => transport?.close(),
    async send(message) {
      if (!transport) throw new ChannelError('email', 'down', 'no SMTP_URL');
      const attachments = message.qrPayload
        ? [
            {
              filename: 'vietqr.png',
              cid: VIETQR_CID,
              content: await QRCode.toBuffer(message.qrPayload, { width: 440, margin: 2 }),
            },
          ]
        : [];
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          attachments,
        });
        return { providerRef: typeof info.messageId === 'string' ? info.messageId : undefined };
      } catch (error) {
        throw new ChannelError('email', 'down', error instanceof Error ? error.message : String(error));
      }
    },
  };
}
