import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.js';
import type { FileDownload } from './upload.service.js';

/**
 * Sends an opened download: the type found at upload (never sniffed by the browser), byte ranges for video
 * seeking, 304 for a current cached copy. Shared by the /ipfs gateway and the routes of private files.
 */
export function sendDownload(reply: FastifyReply, download: FileDownload): FastifyReply {
  const { file, range } = download;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', `"${file.cid}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', download.publicFile ? 'public, max-age=31536000, immutable' : 'private, no-store');
  if (download.notModified) return reply.status(304).send();
  if (range.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${file.size}`)
      .send({ code: 'RANGE_NOT_SATISFIABLE', message: `The requested range is outside the file (${file.size} bytes).` });
  }
  reply
    .header('content-type', file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType)
    .header('content-disposition', contentDisposition(file.name, file.mimeType));
  if (range.kind === 'partial') {
    const { offset, length } = range.range;
    reply.status(206).header('content-range', `bytes ${offset}-${offset + length - 1}/${file.size}`).header('content-length', length);
  } else {
    reply.header('content-length', file.size);
  }
  return reply.send(Readable.from(download.body!));
}
