/**
 * `@clinic/shared/manifest`: what is written into and read from a remote's mf-manifest.json: the sections a
 * remote declares (its build writes them; the shell, the site server and the release tool read them) and the
 * files an exposed module and a page need. Dependency-free, so the build configs load it too.
 */
export * from './federation/remoteManifest';
export * from './federation/sectionOwners';
