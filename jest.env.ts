// Component tests run with an analytics id configured, as a production deployment would.
process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'G-TEST000000';
