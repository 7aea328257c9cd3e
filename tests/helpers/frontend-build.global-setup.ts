import { ensureFrontendBuild } from '@vongbi/local/frontend-build';

// The site stack bundles the publisher with the built server entry (frontend/dist-server), so the
// infrastructure tests need the production build, as `npm run synth` does: built once when missing or stale.
// The API tests need it too: the preview routes render pages with it, as the publisher does.

export default async function setup() {
  await ensureFrontendBuild();
}
