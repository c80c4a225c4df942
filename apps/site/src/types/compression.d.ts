// The one export of the `compression` package (expressjs/compression) the server uses, typed for Node's own request
// and response: its DefinitelyTyped types are written for Express and would bring Express's types into the site.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { BrotliOptions, ZlibOptions } from 'node:zlib';

  type Options = ZlibOptions & {
    /** Options of the Brotli stream (quality 4 unless `params` say otherwise). */
    brotli?: BrotliOptions;
    /** Bodies smaller than this many bytes (or `'1kb'`) go uncompressed. */
    threshold?: number | string;
  };
  type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

  export default function compression(options?: Options): Middleware;
}
