import { version } from '../../../../package.json';

/**
 * The build this browser runs: the package version, and the commit when the build was given one
 * (`VITE_BUILD_COMMIT=$(git rev-parse --short HEAD) npm run build:web`). The same shape the server reports in
 * /api/diagnostics/flags, so a report from a stale tab stands out against the server's current build.
 */
export const BUILD_VERSION: string = import.meta.env.VITE_BUILD_COMMIT ? `${version}+${import.meta.env.VITE_BUILD_COMMIT}` : version;
