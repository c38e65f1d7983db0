import fc from 'fast-check';
import { propertyRuns } from './property-runs';

// The unit tier's setup: createTestDatabase refuses, so a file that needs a database cannot pass as a unit test.
process.env.PARLOUR_TEST_TIER = 'unit';

// Properties that name no count of runs get the budget's share of fast-check's default.
fc.configureGlobal(propertyRuns());
