import type { PushEvent } from './event-hub';

/** One Server-Sent Events frame: `id`, `event` and the JSON data, ended by a blank line. */
export function sseFrame(event: PushEvent): string {
  const lines: string[] = [];
  if (event.id !== undefined) lines.push(`id: ${event.id}`);
  lines.push(`event: ${event.name}`);
  // JSON has no raw line breaks, so the data always fits one `data:` line.
  lines.push(`data: ${JSON.stringify(event.data)}`);
  return `${lines.join('\n')}\n\n`;
}

/** A comment line: ignored by EventSource, it keeps proxies and the connection from timing out. */
export function sseComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}
