// Component tests run with an analytics id configured, as a production deployment would.
import { TEST_MEASUREMENT_ID } from './scripts/export-env';

process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = TEST_MEASUREMENT_ID;
