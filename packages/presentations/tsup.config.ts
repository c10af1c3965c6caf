import { defineConfig } from 'tsup';
import { libraryConfig } from '../../scripts/tsup.base';

export default defineConfig(libraryConfig());
