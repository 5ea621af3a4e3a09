// Releases of a remote, for scripts and tests: build, publish, the compatibility gate, the registry file.
export { buildRelease, publishRelease, releaseManifestFile, type BuiltRelease } from './build';
export { compatibilityProblems, type HostRequirements } from './gate';
export { shellRequirements } from './host';
export { promoted, readRegistryFile, rolledBack, writeRegistryFile } from './registry';
