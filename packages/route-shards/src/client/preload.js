// @ts-check
// Replaces @docusaurus/core/lib/client/preload.js (see ../index.ts): the same preloading of a
// path's route components, after the route shard the path falls in has loaded (./shards.js).
// Docusaurus calls it before hydrating the first page and before rendering each navigation.
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {ensureRoutes, pathVariants} from './shards';

/**
 * @param {string} pathname
 * @returns {Promise<unknown[]>}
 */
export default function preload(pathname) {
  const paths = pathVariants(pathname);
  return ensureRoutes(paths).then(() =>
    Promise.all(paths.flatMap((p) => matchRoutes(routes, p)).map((match) => match.route.component.preload?.())),
  );
}
