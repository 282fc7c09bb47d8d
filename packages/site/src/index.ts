// The public API of @xq/site: a tournament published as a static site.
export type { SiteGame } from './games';
export type { Site, SiteError, SiteFile, SiteOptions } from './publish';
export { publishTournament, SITE_ERROR_CODES } from './publish';
