// Loaded for its effect by the entry files that can load a config (index.ts, config.ts and
// cli/run.ts): a config file importing 'commandkit' then gets this very copy of the package's API.
// The config loader cannot import the API itself: the API exports the loader.
import { provideConfigModule } from './config/config-module.ts';
import * as publicApi from './public-api.ts';

provideConfigModule(publicApi);
