import { isColorSupported, prettyFactory } from 'pino-pretty';
import type { Env } from './env.js';

/** One JSON line per write (pino's destination). */
export interface LogStream {
  write(line: string): void;
}

/**
 * A line that must stand out in the start log (the owner setup link, the addresses to open):
 * `app.log.warn(HIGHLIGHT, message)`. JSON lines carry `"highlight": true`; readable lines are set
 * apart, bold and coloured on a terminal.
 */
export const HIGHLIGHT = { highlight: true } as const;

/**
 * Where the server's log lines go. LOG_FORMAT chooses; unset, readable lines (time, level word,
 * message) when standard output is a terminal, and pino's JSON, numeric levels, one object a line,
 * when it is not (a log shipper, a file, a pipe). Tests that read the log pass their own stream:
 * JSON unless they ask for LOG_FORMAT=pretty.
 */
export function logDestination(
  format: Env['LOG_FORMAT'],
  stream: LogStream | undefined,
  isTerminal = process.stdout.isTTY === true,
): LogStream | undefined {
  const chosen = format ?? (stream === undefined && isTerminal ? 'pretty' : 'json');
  if (chosen === 'json') return stream;
  const destination = stream ?? process.stdout;
  // Synchronous (prettyFactory rather than pino-pretty's stream): a line logged just before the
  // process exits (a refused start, "stopped") is printed, as pino's own JSON line would be.
  const pretty = prettyFactory({
    colorize: stream === undefined && isColorSupported,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,highlight',
    singleLine: true,
    messageFormat: (log, messageKey, _level, { colors }) => {
      const message = String(log[messageKey] ?? '');
      return log.highlight === true
        ? `\n\n    ${colors.bold(colors.greenBright(`➜  ${message}`))}\n`
        : message;
    },
  });
  return { write: (line) => destination.write(pretty(line)) };
}
