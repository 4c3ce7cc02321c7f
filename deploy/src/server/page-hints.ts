/**
 * What the site server writes into each page so that the composed site loads like a single app:
 * the live pointer (the shell does not ask for it again), `<link rel=preload>` hints for every file
 * the page is about to ask for — the shell's own start-up chunks, and the owning remote's manifest,
 * entry, `./app` and route chunks — and, on the home page, the banners' payload and first image.
 *
 * Everything is read per request from the live pointer (the browser's: a canary's version where its
 * bucket falls in the canary's share), so a promote, a rollback or a canary's change changes the
 * hints of the very next page. What a version folder holds never changes: its chunk map and
 * manifest are read once and kept (the most recently used few hundred).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import {
  OVERRIDE_COOKIE,
  OVERRIDE_PARAM,
  PAGE_DATA_ELEMENT_ID,
  POINTER_ELEMENT_ID,
  isMobileUserAgent,
  isRemoteName,
  isUsableManifest,
  jsonForScript,
  parseOverrides,
  readOverrideRequest,
  resolvePointer,
  shellFrameChunks,
  wantedOverrides,
  type LiveRemote,
  type Override,
  type Pointer,
} from 'shared-contracts/delivery';
import type { RemoteName, RouteDef } from 'shared-contracts/routes';
import { BANNER_MEDIA } from 'shared-contracts/constants';
import type { RequestCookies } from './canary-split.js';
import { HEAD_TAG_SEPARATOR, escapeAttr } from './html.js';
import { isServerRendered } from './server-slot.js';
import { loadPageData, routeMatch, type PageData } from './page-data.js';
import type { PublicFetch } from './public-api.js';

interface ChunkGroup {
  files: string[];
  consumes: string[];
}

/** `chunk-map.json`, written beside every build by the webpack preset. */
interface ChunkMap {
  groups: Record<string, ChunkGroup>;
  shared: Record<string, ChunkGroup>;
}

/** A public banner as the API answers it (only its pictures' addresses). */
interface BannerAnswer {
  image: string;
  mobile_image: string;
  tablet_image: string;
}

/** A search answer as the API gives it (only the results' photos). */
interface SearchAnswer {
  products?: { data?: Array<{ photo?: unknown }> };
}

export interface PageRequest {
  /** The request's path and query. */
  url: string;
  /** Its cookies by name, as @fastify/cookie's parseCookie gives them. */
  cookies: RequestCookies;
  /** Which header parts the shell renders (spec L-08: mobile by user-agent). */
  userAgent?: string | undefined;
  /** The visitor's address, for the API's metering of the product view it counts. */
  clientAddress?: string | undefined;
}

/** What the site server adds to a page's head: its hints and payloads. */
export interface PageParts {
  head: string;
  /** The same head without the preloads of these stylesheets (the ones the page carries inline). */
  headWithout(inline: ReadonlySet<string>): string;
  /** The stylesheets among the hinted files (what a screen drawn on the server needs applied). */
  stylesheets: string[];
  /**
   * The shell's own among them (what its frame needs applied): a frame drawn without the screen
   * does not wait for the remote's files, which may be the ones that do not come.
   */
  frameStylesheets: string[];
  /** The page's public data these were drawn from (its subject and status too). */
  data: PageData;
}

export interface PageHintsOptions {
  siteDir: string;
  allowOverrides: boolean;
  /** Public GET calls of the API, for the data a page carries (see page-data). */
  fetchPublic: PublicFetch;
}

const EXPOSE_APP_GROUP = '__federation_expose_app';
const SHELL_BOOTSTRAP_GROUP = 'bootstrap';

/** The route the site's router will match for a path (see `routeMatch`). */
export function routeFor(pathname: string): RouteDef | null {
  return routeMatch(pathname)?.route ?? null;
}

/**
 * The preload a file needs to be reused by the loader that asks for it later. `paintsWithout`: the
 * page is drawn by the server and paints without its scripts, so they come at low priority, as
 * its own deferred script does, after its largest picture. A page the browser draws needs them
 * for its first paint: they keep the preload's own priority.
 */
function preloadTag(url: string, paintsWithout = false): string {
  const href = escapeAttr(url);
  if (url.endsWith('.css')) return `<link rel="preload" href="${href}" as="style">`;
  if (url.endsWith('.json')) return `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;
  return `<link rel="preload" href="${href}" as="script"${paintsWithout ? ' fetchpriority="low"' : ''}>`;
}

/**
 * JSON files of version folders kept at most (a remote's manifest and chunk map, the shell's chunk
 * map): a page reads those of the versions it names, a few; every deploy adds a version, and a
 * preview may name any published one, so the least recently used go. Each is a few KB to some
 * tens of KB parsed.
 */
const MAX_KEPT_FILES = 200;

export class PageHints {
  private readonly immutable = new LRUCache<string, Promise<unknown>>({ max: MAX_KEPT_FILES });

  constructor(private readonly options: PageHintsOptions) {}

  /**
   * A JSON file of an immutable version folder: parsed once, but looked for on every request (null
   * when missing or broken). A folder can disappear (removed, or moved away in an outage): its files
   * are then hinted no more, since a browser keeps a failed preload and hands it to the next load
   * of that URL, which would make the slot's 'Tentar novamente' fail again.
   */
  private async readOnce<T>(file: string): Promise<T | null> {
    const present = await fs.stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    );
    if (!present) {
      this.immutable.delete(file);
      return null;
    }
    let read = this.immutable.get(file) as Promise<T | null> | undefined;
    if (!read) {
      read = fs
        .readFile(file, 'utf8')
        .then((text) => JSON.parse(text) as T)
        .catch(() => null);
      this.immutable.set(file, read);
      // A missing file may be published later: only what was found is kept.
      void read.then((value) => value === null && this.immutable.delete(file));
    }
    return read;
  }

  /** The entry path of a remote folder on disk (`/remotes/x/v/mf-manifest.json` → its folder). */
  private folderOf(entry: string): string | null {
    if (!entry.startsWith('/remotes/')) return null;
    const dir = path.resolve(this.options.siteDir, `.${path.posix.dirname(entry)}`);
    return dir.startsWith(path.resolve(this.options.siteDir, 'remotes') + path.sep) ? dir : null;
  }

  /** The previews this browser asks for (its cookie, then the address bar), as the shell reads them. */
  private static asked(request: PageRequest): Override[] {
    const kept = parseOverrides([request.cookies[OVERRIDE_COOKIE] ?? '']).overrides;
    const query = new URL(request.url, 'http://site').searchParams.getAll(OVERRIDE_PARAM);
    return wantedOverrides(kept, readOverrideRequest(query));
  }

  /** The version this browser will load of a remote: a usable preview where the site allows one, or the live one. */
  private async effective(remote: RemoteName, pointer: Pointer, request: PageRequest): Promise<LiveRemote | undefined> {
    const live = pointer.remotes[remote];
    const wanted = resolvePointer(pointer, PageHints.asked(request), this.options).remotes[remote];
    if (!live || !wanted || wanted.version === live.version) return live;
    const folder = this.folderOf(wanted.entry);
    const manifest = folder ? await this.readOnce<unknown>(path.join(folder, 'mf-manifest.json')) : null;
    return isUsableManifest(manifest, remote) ? wanted : live;
  }

  /**
   * The version of a remote this browser will load (see `effective`), with its folder on disk (null
   * when its entry is not a folder of the site).
   */
  async effectiveRemote(
    remote: RemoteName,
    pointer: Pointer,
    request: PageRequest,
  ): Promise<(LiveRemote & { folder: string | null }) | null> {
    const effective = await this.effective(remote, pointer, request);
    return effective ? { ...effective, folder: this.folderOf(effective.entry) } : null;
  }

  /** The files of a chunk group and of the shared packages it consumes (from the shell's own copies). */
  private static closure(map: ChunkMap | null, group: string, shellMap: ChunkMap | null): string[] {
    const files: string[] = [];
    const start = map?.groups[group];
    if (!start) return files;
    files.push(...start.files);
    return files.concat(PageHints.sharedFiles(shellMap, start.consumes));
  }

  private static sharedFiles(shellMap: ChunkMap | null, keys: readonly string[]): string[] {
    const seen = new Set<string>();
    const files: string[] = [];
    const visit = (key: string): void => {
      if (seen.has(key)) return;
      seen.add(key);
      const shared = shellMap?.shared[key];
      if (!shared) return;
      shared.consumes.forEach(visit);
      files.push(...shared.files);
    };
    keys.forEach(visit);
    return files;
  }

  /** The head of a page alone (see `page`). */
  async head(request: PageRequest, shellRoot: string, pointer: Pointer): Promise<string> {
    return (await this.page(request, shellRoot, pointer)).head;
  }

  /** The page's public data (one API call at most; see page-data). */
  data(request: Pick<PageRequest, 'url' | 'clientAddress'>): Promise<PageData> {
    return loadPageData(request.url, this.options.fetchPublic, request.clientAddress);
  }

  /**
   * What a page gets: the hints, the inline pointer and the page's public payloads in its head, for
   * the shell served from `shellRoot` and the browser's pointer as read for this request (its
   * canaries applied). `data`: the page's public data when it was already read (else it is read
   * here).
   */
  async page(request: PageRequest, shellRoot: string, pointer: Pointer, known?: PageData): Promise<PageParts> {
    const data = known ?? (await this.data(request));
    const phone = isMobileUserAgent(request.userAgent ?? '');
    const route = data.route;
    const shellMap = await this.readOnce<ChunkMap>(path.join(shellRoot, 'chunk-map.json'));
    const frame = shellFrameChunks(route?.layout ?? 'standard', phone);
    const files = [SHELL_BOOTSTRAP_GROUP, ...frame]
      .flatMap((group) => PageHints.closure(shellMap, group, shellMap))
      .map((f) => `/${f}`);
    const frameStylesheets = [...new Set(files)].filter((file) => file.endsWith('.css'));

    const owner = route?.remote;
    const effective = owner && isRemoteName(owner) ? await this.effective(owner, pointer, request) : undefined;
    if (route && effective) {
      const { entry } = effective;
      const folder = this.folderOf(entry);
      const base = path.posix.dirname(entry);
      const map = folder ? await this.readOnce<ChunkMap>(path.join(folder, 'chunk-map.json')) : null;
      // A version folder that is not there (or has no chunk map) gets no hint at all.
      if (map) {
        const remoteFiles = [
          ...PageHints.closure(map, EXPOSE_APP_GROUP, null),
          ...PageHints.closure(map, `route-${route.name}`, null),
        ];
        const consumes = [EXPOSE_APP_GROUP, `route-${route.name}`].flatMap((g) => map.groups[g]?.consumes ?? []);
        files.push(
          entry,
          `${base}/remoteEntry.js`,
          ...remoteFiles.map((f) => `${base}/${f}`),
          ...PageHints.sharedFiles(shellMap, consumes).map((f) => `/${f}`),
        );
      }
    }

    // The page's largest picture first (the home's first banner, the product's first photo, the
    // first result's photo), then the files.
    const pictures: string[] = [];
    const subject = data.subject;
    if (subject?.kind === 'home') {
      const first = (data.main as BannerAnswer[] | null)?.[0];
      if (first) {
        pictures.push(
          ...(
            [
              [first.mobile_image, BANNER_MEDIA.mobile],
              [first.tablet_image, BANNER_MEDIA.tablet],
              [first.image, BANNER_MEDIA.desktop],
            ] as const
          ).map(
            ([href, media]) =>
              `<link rel="preload" href="${escapeAttr(href)}" as="image" media="${media}" fetchpriority="high">`,
          ),
        );
      }
    }

    if (route?.name === 'product') {
      // The product's first photo, the page's largest image, so the photo is fetched with the page's
      // first files.
      const photo = (data.main as { photos?: Array<{ url?: unknown }> } | null)?.photos?.[0]?.url;
      if (typeof photo === 'string')
        pictures.push(`<link rel="preload" href="${escapeAttr(photo)}" as="image" fetchpriority="high">`);
    }

    if (subject?.kind === 'search') {
      // The first result's photo.
      const photo = ((data.main as SearchAnswer | null)?.products?.data ?? [])
        .map((product) => product.photo)
        .find((found): found is string => typeof found === 'string');
      if (photo) pictures.push(`<link rel="preload" href="${escapeAttr(photo)}" as="image" fetchpriority="high">`);
    }

    const unique = [...new Set(files)];
    const stylesheets = unique.filter((file) => file.endsWith('.css'));
    // The shell's scripts only: the remote's screen must have its code when its slot hydrates, or a
    // tap or a choice made on the drawn screen right then would find it not yet answering.
    const paintsWithout = isServerRendered(route ?? null);
    const carried = [`<script type="application/json" id="${POINTER_ELEMENT_ID}">${jsonForScript(pointer)}</script>`];
    if (Object.keys(data.payloads).length) {
      carried.push(
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data.payloads)}</script>`,
      );
    }
    const headWithout = (inline: ReadonlySet<string>): string =>
      [
        ...pictures,
        ...unique
          .filter((file) => !inline.has(file))
          .map((file) => preloadTag(file, paintsWithout && !file.startsWith('/remotes/'))),
        ...carried,
      ].join(HEAD_TAG_SEPARATOR);
    return { head: headWithout(new Set()), headWithout, stylesheets, frameStylesheets, data };
  }
}
