import { createModuleFederationConfig } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@ai-council/web-build';

// The host. It names no remotes at build time: their locations come from the
// gateway's /remotes.json at run time (src/lib/remotes.ts), so a remote can be
// redeployed without rebuilding the shell.
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  dts: false,
  shared: sharedSingletons(new URL('./package.json', import.meta.url)),
});
