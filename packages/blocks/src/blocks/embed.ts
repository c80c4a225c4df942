import { checkAt, integer, isData, object, optional, string } from '../check.js';
import { UNSUPPORTED_EMBED_MESSAGE } from '../errors.js';
import { decodeEntities, inlineText, sanitizeInline } from '../inline.js';
import type { VideoService } from '../sink.js';
import { parseVideoUrl, SERVICE_NAMES, type VideoRef } from '../video.js';
import type { BlockDefinition } from './types.js';

const isEmbed = object({
  embed: optional(string),
  source: optional(string),
  width: optional(integer(1)),
  height: optional(integer(1)),
  caption: optional(string),
});

interface Embed extends VideoRef {
  readonly service: VideoService;
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly caption: string;
}

function isSupported(service: unknown): service is VideoService {
  return service === 'youtube' || service === 'vimeo';
}

/** Editor.js stores `embed` HTML-escaped (`&amp;`). */
function videoIn(service: VideoService, url: string | null | undefined): VideoRef | undefined {
  return url == null ? undefined : parseVideoUrl(service, decodeEntities(url));
}

/**
 * `embed`: `{ service, source, embed, width, height, caption }`, YouTube and Vimeo only. Any other service is
 * refused with {@link UNSUPPORTED_EMBED_MESSAGE} alone, whatever else is wrong with the block.
 */
export const embed: BlockDefinition<Embed> = {
  read(data, _tunes, issues) {
    if (!isData(data)) {
      issues.push('data must be an object');
      return undefined;
    }
    const service = data.service;
    if (!isSupported(service)) {
      issues.push(UNSUPPORTED_EMBED_MESSAGE);
      return undefined;
    }
    if (!checkAt(isEmbed, 'data', data, issues)) return undefined;
    const video = videoIn(service, data.embed) ?? videoIn(service, data.source);
    if (video === undefined) {
      issues.push(`data.embed or data.source must be a ${SERVICE_NAMES[service]} video URL`);
      return undefined;
    }
    return {
      service,
      id: video.id,
      hash: video.hash,
      width: data.width ?? undefined,
      height: data.height ?? undefined,
      caption: data.caption ?? '',
    };
  },
  render: (model, context, sink) =>
    sink.video({
      service: model.service,
      id: model.id,
      hash: model.hash,
      width: model.width,
      height: model.height,
      caption: sanitizeInline(model.caption, context.siteOrigin),
      captionText: inlineText(model.caption),
    }),
};
