import serverPackage from '../../package.json' with { type: 'json' };

/** The server's version (its package.json), said at start and in `/api/health`. @example `Greenroom ${SERVER_VERSION}` */
export const SERVER_VERSION: string = serverPackage.version;
