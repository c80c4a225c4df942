import { checkAt, integer, object, optional, string } from '../check.js';
import { inlineText } from '../inline.js';
import { startTag } from '../sink.js';
import { fileSource, type FileSource } from '../urls.js';
import type { BlockDefinition } from './types.js';

const isAttaches = object({
  file: object({
    url: string,
    name: optional(string),
    title: optional(string),
    size: optional(integer(0)),
    extension: optional(string),
  }),
  title: optional(string),
});

interface Attachment {
  readonly source: FileSource;
  readonly label: string;
  readonly details: string;
}

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** Decimal units, one decimal below 10 ("1.2 MB", "340 kB"); locale-independent so output is deterministic. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    unit++;
  }
  const rounded = value < 10 && unit > 0 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit] ?? ''}`;
}

const ATTACHMENT = startTag('p', { class: 'attachment' });
const DETAILS = startTag('span', { class: 'attachment-details' });

/** `attaches`: a download link labelled with the title (else the file's title or name), then type and size. */
export const attaches: BlockDefinition<Attachment> = {
  read(data, _tunes, issues) {
    if (!checkAt(isAttaches, 'data', data, issues)) return undefined;
    const { file } = data;
    const source = fileSource(file.url);
    if (source === undefined) {
      issues.push('data.file.url must be an http(s) URL or a Directus asset path (/assets/<id>)');
      return undefined;
    }
    const details = [file.extension?.toUpperCase(), file.size == null ? undefined : formatBytes(file.size)];
    return {
      source,
      label: inlineText(data.title ?? '') || file.title || file.name || 'Download',
      details: details.filter((detail) => detail !== undefined && detail !== '').join(', '),
    };
  },
  render(model, context, sink) {
    const href = model.source.kind === 'asset' ? context.resolveAsset(model.source.id, {}) : model.source.url;
    sink.open(ATTACHMENT);
    sink.openWith('a', { href, download: true });
    sink.text(model.label);
    sink.close();
    if (model.details !== '') {
      sink.text(' ');
      sink.open(DETAILS);
      sink.text(model.details);
      sink.close();
    }
    sink.close();
  },
};
