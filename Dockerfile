# syntax=docker/dockerfile:1
# Tessera's three images, built from the repository's root (the workspaces share the root's lockfile and the blocks
# package), one target each:
# - `site` (the default: `docker build -t tessera-site .`): the site's production server, `node server.ts`;
# - `directus`: the official Directus image with Tessera's extensions (bundled, as Directus's extension tooling does,
#   so they need nothing from the image's own node_modules);
# - `setup`: the one-shot set-up, Tessera's schema, roles, permissions, Visual Editor settings and, with
#   TESSERA_SEED=true, the demo content (`node apps/cms/src/deploy.mjs setup`, as `npm start` applies them).
# compose.yaml builds all three. Configuration comes from the environment when a container starts
# (docs/configuration.md, docs/deploy.md): nothing is read at build time, so one image serves every environment and
# no secret enters a layer.

# The bases: the public images. Another Debian 12 image with Node 22 and npm works the same as NODE_IMAGE
# (scripts/containers builds stand-ins from Debian's packages for the tests, which cannot reach Docker Hub).
ARG NODE_IMAGE=node:22-bookworm-slim
ARG DIRECTUS_IMAGE=directus/directus:12.4.0

# The workspaces' manifests, for the installs below.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY package.json package-lock.json ./
COPY apps/site/package.json apps/site/
COPY apps/cms/package.json apps/cms/
COPY packages/blocks/package.json packages/blocks/
COPY packages/redirects/package.json packages/redirects/
COPY packages/sections/package.json packages/sections/

# Directus and the set-up ------------------------------------------------------------------------------------------

FROM manifests AS extensions
# Where npm keeps its download cache during the build (a cache mount; the tests mount the host's own cache).
ARG npm_config_cache=/root/.npm
# Install scripts are skipped here and below: the ones in this part of the tree only fetch Node 22, which the base
# already is.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace @tessera/cms --include-workspace-root --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/cms/extensions apps/cms/extensions
# tessera-forms finds the site server's user by the address the set-up gives it (access.mjs).
COPY apps/cms/src/access.mjs apps/cms/src/admin-api.mjs apps/cms/src/
# One self-contained file per extension (one that does not build fails the image). The banner gives the bundled
# CommonJS packages a `require` for Node's own.
RUN npx tsc -b packages/blocks packages/redirects packages/sections \
    && for dir in apps/cms/extensions/*/; do \
      name="$(basename "$dir")"; \
      npx esbuild "$dir/index.js" --bundle --platform=node --format=esm --target=node22 --log-level=warning \
        --banner:js="import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" \
        --outfile="/extensions/$name/index.js" \
      && cp "$dir/package.json" "/extensions/$name/" || exit 1; \
    done

FROM manifests AS setup
ARG npm_config_cache=/root/.npm
# The CMS workspace's production dependencies (the set-up uses pg for its lock and sharp for the demo images).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace @tessera/cms --omit=dev --ignore-scripts --no-audit --no-fund
COPY apps/cms/schema apps/cms/schema
COPY apps/cms/src apps/cms/src
# The blocks package, built: the set-up imports @tessera/blocks (the private file folder's fixed id), and the
# sections package, whose registry defines the section types' fields.
COPY --from=extensions /repo/packages/blocks/dist packages/blocks/dist
COPY --from=extensions /repo/packages/sections/dist packages/sections/dist
USER node
CMD ["node", "apps/cms/src/deploy.mjs", "setup"]

FROM ${DIRECTUS_IMAGE} AS directus
COPY --from=extensions --chown=node:node /extensions /directus/extensions

# The site -----------------------------------------------------------------------------------------------------------

FROM manifests AS site-build
ARG npm_config_cache=/root/.npm
ENV NEXT_TELEMETRY_DISABLED=1
# The site's dependencies and the root's build tools (TypeScript and its types), exactly as locked.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace @tessera/site --include-workspace-root --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/site apps/site
RUN npx tsc -b packages/blocks packages/redirects packages/sections && node packages/sections/scripts/gather-styles.mjs \
    && npm run build --workspace @tessera/site && rm -rf apps/site/.next/cache

# What `node server.ts` loads at run time: the site's production dependencies, as locked. Next.js's `standalone`
# output would prune further, but it replaces server.ts and freezes next.config.ts at build time, where REDIS_URL
# is read at start; and `next start`'s own loading of next.config.ts needs SWC (docs/performance.md).
FROM manifests AS site-dependencies
ARG npm_config_cache=/root/.npm
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace @tessera/site --omit=dev --ignore-scripts --no-audit --no-fund

# Last, so that a build without --target makes the site's image.
FROM ${NODE_IMAGE} AS site
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0
WORKDIR /app
# The code is owned by root and read-only for the server, which runs as the base image's unprivileged `node` user;
# only the build folder is the server's, where Next.js keeps the pages it renders again (without REDIS_URL).
COPY --from=site-dependencies /repo /app
COPY --from=site-build /repo/packages/blocks/dist /app/packages/blocks/dist
COPY --from=site-build /repo/packages/redirects/dist /app/packages/redirects/dist
COPY --from=site-build /repo/packages/sections/dist /app/packages/sections/dist
# server.ts and what it imports (the page cache, the Redis cache handler), run by Node 22 as TypeScript.
COPY apps/site/server.ts apps/site/next.config.ts /app/apps/site/
COPY apps/site/src/lib /app/apps/site/src/lib
COPY --from=site-build --chown=node:node /repo/apps/site/.next /app/apps/site/.next
USER node
WORKDIR /app/apps/site
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop, a rolling update) lets requests in progress finish before the server exits (server.ts).
STOPSIGNAL SIGTERM
# AsyncLocalStorage without async hooks: cached pages answer faster (docs/page-cache.md).
CMD ["node", "--experimental-async-context-frame", "server.ts"]
