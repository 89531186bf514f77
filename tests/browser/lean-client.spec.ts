import { expect, test } from '@playwright/test';
import { speedLayerPiece, stockBuild } from './support/speed-layer';

test.skip(stockBuild, speedLayerPiece('lean-client'));

test('the main bundle leaves out what React Router imports only for parts the bundle drops', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const main = /<script src="?([^" >]+\/main\.[0-9a-f]+\.js)"? defer/.exec(html)![1];
  const bundle = await (await request.get(main)).text();
  expect(bundle.length).toBeGreaterThan(100_000);
  // hoist-non-react-statics (for withRouter) lists the statics it never copies, getDefaultProps among them.
  expect(bundle).not.toContain('getDefaultProps');
});
